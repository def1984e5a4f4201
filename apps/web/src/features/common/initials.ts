/** Initials from the first two words of a name (spec: ID cards and avatars). */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

/** The URL of a stored photo (paths are relative to the API base). */
export const photoUrl = (image: string | null | undefined) =>
  image ? `/api/${image.replace(/^\/+/, '')}` : null;
