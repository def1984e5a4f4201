import { Paper } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { messageOf } from '../../lib/api-client.ts';
import { type Column, RowsOrCards } from './rows-or-cards.tsx';

export type { Column } from './rows-or-cards.tsx';

/**
 * A screen's list in a frame: a table (cards below 600 px) with the loading, error and empty
 * states of its query. Row actions are a column whose cell renders buttons.
 */
export function DataTable<T>({
  query,
  errorText,
  minWidth = 560,
  ...rest
}: {
  query: UseQueryResult<T[]>;
  errorText: string;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  emptyText: string;
  label?: string;
  minWidth?: number;
}) {
  return (
    <Paper withBorder radius="md">
      <RowsOrCards
        rows={query.data ?? []}
        loading={query.isPending}
        error={query.isError ? messageOf(query.error, errorText) : null}
        busy={query.isFetching}
        minWidth={minWidth}
        {...rest}
      />
    </Paper>
  );
}
