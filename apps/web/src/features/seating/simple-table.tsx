import { Paper, ScrollArea, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { TableState } from '../common/table-state.tsx';

/** A read-only table with loading, error and empty states. */
export function SimpleTable<T>({
  rows,
  columns,
  rowKey,
  loading,
  error,
  emptyText,
  label,
}: {
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
      <ScrollArea type="auto">
        <Table verticalSpacing="sm" miw={560} aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.header}>{c.header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableState
              columns={columns.length}
              loading={loading}
              error={error}
              empty={rows.length === 0}
              emptyText={emptyText}
            />
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((c) => (
                  <Table.Td key={c.header}>{c.cell(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Paper>
  );
}
