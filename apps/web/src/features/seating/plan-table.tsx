import { Button, Group, Paper, ScrollArea, Switch, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '../common/format.ts';
import { TableState } from '../common/table-state.tsx';
import { ValidityBadge } from './validity-badge.tsx';

interface PlanRow {
  id: number;
  status: 'Active' | 'Inactive';
  created_at: string;
  updated_at: string;
  validity: 'Upcoming' | 'Active' | 'Expiring' | 'Expired' | null;
  days_left: number | null;
  renewed_by_id: number | null;
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
  onRenew,
  renewing = null,
}: {
  rows: T[];
  columns: Array<{ header: string; cell: (row: T) => ReactNode }>;
  loading: boolean;
  error: string | null;
  emptyText: string;
  onToggle(row: T): void;
  onEdit(row: T): void;
  onDelete(row: T): void;
  onRenew(row: T): void;
  /** The row whose renewal is under way. */
  renewing?: number | null;
}) {
  const span = columns.length + 5;
  return (
    <Paper withBorder radius="md">
      <ScrollArea type="auto">
        <Table verticalSpacing="sm" miw={1240} highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.header}>{c.header}</Table.Th>
              ))}
              <Table.Th>Validity</Table.Th>
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
                  <ValidityBadge
                    validity={row.validity}
                    daysLeft={row.days_left}
                    renewed={row.renewed_by_id !== null}
                  />
                </Table.Td>
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
                    {row.validity && row.renewed_by_id === null ? (
                      <Button
                        size="xs"
                        variant="light"
                        color="teal"
                        loading={renewing === row.id}
                        disabled={renewing !== null && renewing !== row.id}
                        onClick={() => onRenew(row)}
                      >
                        Renew
                      </Button>
                    ) : null}
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
