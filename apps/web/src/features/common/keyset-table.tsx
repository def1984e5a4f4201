import { Button, Group, Paper } from '@mantine/core';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { type ApiRow, api, type ListPath, messageOf } from '../../lib/api-client.ts';
import { type Column, RowsOrCards, rowId } from './rows-or-cards.tsx';

const PAGE_SIZE = 25;

/** Where the shown page starts: the newest rows, or those older (`before`) or newer (`after`) than a cursor. */
type From = { before: string } | { after: string } | null;

/**
 * A list that grows without end (attendance, check-ins), newest first, a page at a time with
 * 'Newer' and 'Older' (keyset paging: the server counts nothing, so no total is shown).
 */
export function KeysetTable<P extends ListPath>({
  path,
  queryKey,
  columns,
  emptyText,
  errorText,
  filter = {},
}: {
  path: P;
  /** Where the pages live in the cache (the domain's key, so its changes refresh the list). */
  queryKey: QueryKey;
  columns: Column<ApiRow<P>>[];
  emptyText: string;
  errorText: string;
  /** More of the list's query (filters); a change starts again from the newest rows. */
  filter?: Record<string, string>;
}) {
  const t = useT();
  const [from, setFrom] = useState<From>(null);
  const filterText = new URLSearchParams(filter).toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter is a new list, read from its start
  useEffect(() => setFrom(null), [filterText]);
  const params = new URLSearchParams({ limit: String(PAGE_SIZE), ...filter, ...from });
  const { data, isPending, isFetching, isPlaceholderData, error } = useQuery({
    queryKey: [...queryKey, `${path}?${params}`],
    queryFn: () => api.getKeysetPage(path, params),
    placeholderData: keepPreviousData,
  });
  // Back at the newest rows (or on a page emptied meanwhile, which names no neighbour), show the
  // first page itself: a full page, and where new rows appear.
  const atTop = data !== undefined && !isPlaceholderData && from !== null && 'after' in from && !data.newer;
  const emptied = data !== undefined && !isPlaceholderData && from !== null && data.rows.length === 0;
  useEffect(() => {
    if (atTop || emptied) setFrom(null);
  }, [atTop, emptied]);
  const newer = data?.newer ?? null;
  const older = data?.older ?? null;

  return (
    <Paper withBorder radius="md">
      <RowsOrCards
        rows={data?.rows ?? []}
        columns={columns}
        rowKey={rowId}
        loading={isPending}
        error={error ? messageOf(error, errorText) : null}
        emptyText={emptyText}
        minWidth={720}
        busy={isFetching}
      />
      <Group justify="flex-end" p="md" gap="sm">
        <Button
          variant="default"
          size="xs"
          disabled={isFetching || !newer}
          onClick={() => newer && setFrom({ after: newer })}
        >
          {t('table.newer')}
        </Button>
        <Button
          variant="default"
          size="xs"
          disabled={isFetching || !older}
          onClick={() => older && setFrom({ before: older })}
        >
          {t('table.older')}
        </Button>
      </Group>
    </Paper>
  );
}
