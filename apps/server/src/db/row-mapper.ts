import { Column, is, noopDecoder, SQL, Subquery } from 'drizzle-orm';

/** What Drizzle's prepared queries (node-postgres and PGlite alike) keep of their selection. */
interface SelectedField {
  path: string[];
  field: unknown;
}
interface MappableStatement {
  fields?: SelectedField[];
  customResultMapper?: (rows: unknown[][]) => unknown;
}
type Decode = (value: unknown) => unknown;
interface Decoder {
  mapFromDriverValue: Decode;
}

/**
 * Maps a prepared statement's rows with a mapper built once, where Drizzle maps each row anew:
 * for every field of every row it asks which kind of field it is (a prototype walk for computed
 * fields), walks its path with an iterator and calls its decoder, identity or not. On the students
 * list (50 rows of 21 fields) that was a seventh of Node's time. Flat selections only (every field
 * a key of the row): a nested one (a table selected whole, nulled when its join found nothing)
 * keeps Drizzle's mapping. The result is the same object, key for key, as Drizzle's
 * (row-mapper.test.ts holds them equal).
 */
export function mapRowsOnce<S>(statement: S): S {
  const s = statement as MappableStatement;
  if (!Array.isArray(s.fields) || s.customResultMapper || s.fields.some((f) => f.path.length !== 1)) {
    return statement;
  }
  const keys = s.fields.map((f) => f.path[0] as string);
  const decoders = s.fields.map((f) => decoderOf(f.field));
  const width = keys.length;
  s.customResultMapper = (rows) =>
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < width; i++) {
        const value = row[i];
        const decode = decoders[i];
        out[keys[i] as string] = value === null ? null : decode ? decode(value) : value;
      }
      return out;
    });
  return statement;
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
