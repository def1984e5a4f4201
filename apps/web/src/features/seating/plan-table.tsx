import { Button, Group, Paper, ScrollArea, Switch, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '../common/format.ts';
import { TableState } from '../common/table-state.tsx';

interface PlanRow {
  id: number;
  status: 'Active' | 'Inactive';
  created_at: string;
  updated_at: string;
}

/** A plans table: the kind's own columns, then status toggle, created, updated, Edit, Delete. */
export function PlanTable<T extends PlanRow>({
  rows,
  columns,
  loading,
  error,
  emptyText,
  onToggle,
  onEdit,
  onDelete,
}: {
  rows: T[];
  columns: Array<{ header: string; cell: (row: T) => ReactNode }>;
  loading: boolean;
  error: string | null;
  emptyText: string;
  onToggle(row: T): void;
  onEdit(row: T): void;
  onDelete(row: T): void;
}) {
  const span = columns.length + 4;
  return (
    <Paper withBorder radius="md">
      <ScrollArea type="auto">
        <Table verticalSpacing="sm" miw={900} highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.header}>{c.header}</Table.Th>
              ))}
              <Table.Th>Status</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Updated</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableState
              columns={span}
              loading={loading}
              error={error}
              empty={rows.length === 0}
              emptyText={emptyText}
            />
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                {columns.map((c) => (
                  <Table.Td key={c.header}>{c.cell(row)}</Table.Td>
                ))}
                <Table.Td>
                  <Switch
                    checked={row.status === 'Active'}
                    onChange={() => onToggle(row)}
                    label={row.status}
                    aria-label={`Status ${row.status}`}
                  />
                </Table.Td>
                <Table.Td>{formatDateTime(row.created_at)}</Table.Td>
                <Table.Td>{formatDateTime(row.updated_at)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => onEdit(row)}>
                      Edit
                    </Button>
                    <Button size="xs" variant="light" color="red" onClick={() => onDelete(row)}>
                      Delete
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Paper>
  );
}
