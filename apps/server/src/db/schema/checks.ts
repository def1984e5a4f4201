import { type AnyColumn, sql } from 'drizzle-orm';
import { check } from 'drizzle-orm/pg-core';

/** CHECK that a column holds one of the listed texts. */
export const oneOf = (name: string, column: AnyColumn, values: readonly string[]) =>
  check(
    name,
    sql`${column} in (${sql.join(
      values.map((v) => sql.raw(`'${v.replace(/'/g, "''")}'`)),
      sql`, `,
    )})`,
  );

/** CHECK that a money or count column is not negative. */
export const notNegative = (name: string, column: AnyColumn) => check(name, sql`${column} >= 0`);
