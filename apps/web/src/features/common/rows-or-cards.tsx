import { Box, Group, Paper, ScrollArea, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { TableState } from './table-state.tsx';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

/**
 * The key of a row of an API list (lib/api-client's ListPath answers rows with ids; TypeScript
 * cannot see that through a generic path).
 */
export const rowId = (row: unknown) => (row as { id: number }).id;

interface RowsOrCardsProps<T> {
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  loading: boolean;
  error: string | null;
  emptyText: string;
  /** Accessible name of the table (and of the card list on phones). */
  label?: string;
  /** Narrowest width of the table before it scrolls sideways. */
  minWidth?: number;
  busy?: boolean;
}

/** Below 600 px a list is a column of cards (no sideways scrolling on a phone); wider, a table. */
export function RowsOrCards<T>(props: RowsOrCardsProps<T>) {
  const narrow = useMediaQuery('(max-width: 37.49em)', false, { getInitialValueInEffect: false });
  return narrow ? <CardList {...props} /> : <RowsTable {...props} />;
}

/** The wide form of a list: a table that scrolls sideways below `minWidth` (never cards). */
export function RowsTable<T>({
  rows,
  columns,
  rowKey,
  loading,
  error,
  emptyText,
  label,
  minWidth,
  busy,
}: RowsOrCardsProps<T>) {
  return (
    <ScrollArea type="auto">
      <Table striped highlightOnHover verticalSpacing="sm" miw={minWidth} aria-label={label} aria-busy={busy}>
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
  );
}

function CardList<T>({ rows, columns, rowKey, loading, error, emptyText, label, busy }: RowsOrCardsProps<T>) {
  if (loading) {
    return (
      <Stack p="sm" gap="sm">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={64} />
        ))}
      </Stack>
    );
  }
  const text = error ?? (rows.length === 0 ? emptyText : null);
  if (text) {
    return (
      <Text ta="center" c={error ? 'red' : 'dimmed'} py="lg" px="sm" role={error ? 'alert' : undefined}>
        {text}
      </Text>
    );
  }
  return (
    <Stack
      component="ul"
      aria-label={label}
      aria-busy={busy}
      gap="sm"
      p="sm"
      m={0}
      style={{ listStyle: 'none' }}
    >
      {rows.map((row) => (
        <Paper component="li" key={rowKey(row)} withBorder radius="md" p="sm">
          {columns.map((c) => (
            <Group key={c.header} justify="space-between" align="flex-start" wrap="nowrap" gap="sm" py={4}>
              <Text size="sm" c="dimmed" fw={600}>
                {c.header}
              </Text>
              <Box ta="right" miw={0} style={{ overflowWrap: 'anywhere' }}>
                {c.cell(row)}
              </Box>
            </Group>
          ))}
        </Paper>
      ))}
    </Stack>
  );
}

/** A read-only list in a bordered frame (a table, or cards on a phone). */
export function FramedRows<T>(props: RowsOrCardsProps<T>) {
  return (
    <Paper withBorder radius="md">
      <RowsOrCards minWidth={560} {...props} />
    </Paper>
  );
}
