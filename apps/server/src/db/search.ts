/** A LIKE pattern matching `text` anywhere, with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text.toLowerCase())}%`;
}

/** Shortest search that may match anywhere in a column (trigram indexes need 3 characters). */
export const MIN_CONTAINS_SEARCH = 3;

/**
 * A search over a table of the whole platform: from 3 characters it matches anywhere (served
 * by trigram indexes); 1-2 characters match the start only (served by a prefix btree), so no
 * search reads the whole table.
 */
export function platformSearchPattern(text: string): string {
  const escaped = escapeLike(text.toLowerCase());
  return text.length < MIN_CONTAINS_SEARCH ? `${escaped}%` : `%${escaped}%`;
}

/**
 * LIKE patterns that rank a name search (lower case): the name's first word(s) are `text`, the
 * name starts with `text`, a later word starts with it.
 */
export function rankPatterns(text: string) {
  const escaped = escapeLike(text.toLowerCase());
  return { firstWords: `${escaped} %`, start: `${escaped}%`, laterWord: `% ${escaped}%` };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
