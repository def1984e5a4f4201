import { Column, getTableName, is, noopDecoder, SQL, Subquery } from 'drizzle-orm';

/** What Drizzle's prepared queries (node-postgres and PGlite alike) keep of their selection. */
interface SelectedField {
  path: string[];
  field: unknown;
}
interface MappableStatement {
  fields?: SelectedField[];
  customResultMapper?: (rows: unknown[][]) => unknown;
  /** Per table of the FROM and joins: false where a join may find no row (Drizzle's select sets it). */
  joinsNotNullableMap?: Record<string, boolean>;
}
type Decode = (value: unknown) => unknown;
interface Decoder {
  mapFromDriverValue: Decode;
}

/** One selected field, ready to map: where it goes, how it decodes, the table of a nested column. */
interface Slot {
  key: string;
  /** The key inside `key`'s object for a field of a nested selection (`{ plan: seatPlans }`). */
  inner: string | null;
  decode: Decode | null;
  /** A nested column's table, by which Drizzle nulls a whole nested object its left join missed. */
  table: string | null;
}

/**
 * Maps a prepared statement's rows with a mapper built once, where Drizzle maps each row anew:
 * for every field of every row it asks which kind of field it is (a prototype walk for computed
 * fields), walks its path with an iterator and calls its decoder, identity or not. On the students
 * list (50 rows of 21 fields) that was a seventh of Node's time. Selections one level deep at most
 * (`{ plan: seatPlans, studentName: students.name }`), a nested object nulled as Drizzle nulls it
 * (its first column null, all of them from one table a join may miss); deeper ones keep Drizzle's mapping. The
 * result is the same object, key for key, as Drizzle's (row-mapper.test.ts holds them equal).
 */
export function mapRowsOnce<S>(statement: S): S {
  const s = statement as MappableStatement;
  if (!Array.isArray(s.fields) || s.customResultMapper || s.fields.some((f) => f.path.length > 2)) {
    return statement;
  }
  const slots: Slot[] = s.fields.map(({ path, field }) => {
    const nested = path.length === 2;
    return {
      key: path[0] as string,
      inner: nested ? (path[1] as string) : null,
      decode: decoderOf(field),
      table: nested && is(field, Column) ? getTableName(field.table) : null,
    };
  });
  const joins = s.joinsNotNullableMap;
  const nests = slots.some((slot) => slot.inner !== null);
  s.customResultMapper = (rows) =>
    rows.map((row) => (nests ? nestedRow(slots, row, joins) : flatRow(slots, row)));
  return statement;
}

function decoded(slot: Slot, raw: unknown) {
  return raw === null ? null : slot.decode ? slot.decode(raw) : raw;
}

function flatRow(slots: Slot[], row: unknown[]) {
  const out: Record<string, unknown> = {};
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i] as Slot;
    out[slot.key] = decoded(slot, row[i]);
  }
  return out;
}

/**
 * A row with nested objects, as Drizzle's mapResultRow builds it: a nested object whose first
 * column is null is null in the end if all its columns come from that column's table and that
 * table may be missing (a left join's); the other columns' values are not looked at.
 */
function nestedRow(slots: Slot[], row: unknown[], joins: Record<string, boolean> | undefined) {
  const out: Record<string, unknown> = {};
  const nullify: Record<string, string | false> = {};
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i] as Slot;
    const value = decoded(slot, row[i]);
    if (slot.inner === null) {
      out[slot.key] = value;
      continue;
    }
    if (!(slot.key in out)) out[slot.key] = {};
    (out[slot.key] as Record<string, unknown>)[slot.inner] = value;
    if (!joins || slot.table === null) continue;
    const seen = nullify[slot.key];
    if (seen === undefined) nullify[slot.key] = value === null ? slot.table : false;
    else if (typeof seen === 'string' && seen !== slot.table) nullify[slot.key] = false;
  }
  if (joins) {
    for (const [key, table] of Object.entries(nullify)) {
      if (typeof table === 'string' && !joins[table]) out[key] = null;
    }
  }
  return out;
}

/** The field's decoder as Drizzle picks it (mapResultRow), or null where it returns its value. */
function decoderOf(field: unknown): Decode | null {
  // A computed field's decoder is internal to Drizzle's types, not to its objects.
  const sqlOf = (x: unknown) => x as { decoder: Decoder };
  const decoder: Decoder = is(field, Column)
    ? field
    : is(field, SQL)
      ? sqlOf(field).decoder
      : is(field, Subquery)
        ? sqlOf((field as unknown as { _: { sql: SQL } })._.sql).decoder
        : sqlOf((field as { sql: SQL }).sql).decoder;
  const identity =
    decoder === noopDecoder || decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue;
  return identity ? null : (value) => decoder.mapFromDriverValue(value);
}
