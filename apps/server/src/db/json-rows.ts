import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

type Field = AnyColumn | SQL | SQL.Aliased;

/**
 * Rows as one JSON array of arrays (`[]` when there are none), for a statement returning hundreds
 * of rows: the driver decodes the one value at once, where Drizzle maps each row field by field
 * (checking every computed field's class on every row). `T` is one row's tuple, in `columns` order.
 */
export function jsonRows<T extends unknown[]>(...columns: Field[]): SQL<T[]> {
  return aggregated(sql``, columns);
}

/** jsonRows with the array's rows in the order of `orderBy`. */
export function jsonRowsInOrder<T extends unknown[]>(orderBy: SQL, ...columns: Field[]): SQL<T[]> {
  return aggregated(sql` order by ${orderBy}`, columns);
}

function aggregated<T>(order: SQL, columns: Field[]): SQL<T> {
  return sql<T>`coalesce(json_agg(json_build_array(${sql.join(
    columns.map((c) => sql`${c}`),
    sql`, `,
  )})${order}), '[]')`;
}
