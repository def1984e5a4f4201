import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { RowsTable } from '../common/rows-or-cards.tsx';

/** A read-only table with loading, error and empty states; a table on phones too. */
export function SimpleTable<T>(props: {
  rows: T[];
  columns: Array<{ header: string; cell: (row: T) => ReactNode }>;
  rowKey: (row: T) => string | number;
  loading: boolean;
  error: string | null;
  emptyText: string;
  label?: string;
}) {
  return (
    <Paper withBorder radius="md">
      <RowsTable minWidth={560} {...props} />
    </Paper>
  );
}
