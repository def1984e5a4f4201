import { Group, Pagination, Paper, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { type ApiRow, api, type ListPath, messageOf } from '../../lib/api-client.ts';
import { formatCount } from './format.ts';
import { type Column, RowsOrCards, rowId } from './rows-or-cards.tsx';

export type { Column } from './rows-or-cards.tsx';

const PAGE_SIZE = 25;

/** A server-paged, server-searched table: the list never loads more than one page. */
export function PagedTable<P extends ListPath>({
  path,
  columns,
  searchLabel,
  emptyText,
  errorText,
  filters,
  queryKey = [path],
}: {
  path: P;
  /** Where the pages live in the cache (the domain's key, so its changes refresh the list). */
  queryKey?: QueryKey;
  columns: Column<ApiRow<P>>[];
  searchLabel?: string;
  emptyText: string;
  errorText: string;
  /** Extra query parameters (already chosen by the page's own filters). */
  filters?: Record<string, string | undefined>;
}) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const params = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String((page - 1) * PAGE_SIZE) });
  if (q) params.set('q', q);
  for (const [key, value] of Object.entries(filters ?? {})) if (value) params.set(key, value);
  const { data, isPending, isFetching, error } = useQuery({
    queryKey: [...queryKey, `${path}?${params}`],
    queryFn: () => api.getPage(path, params),
    placeholderData: keepPreviousData,
  });
  // A list that serves only its first rows (the platform's) offers no page past them.
  const capped = data?.cap !== undefined && data.total > data.cap;
  const servable = capped ? (data?.cap ?? 0) : (data?.total ?? 0);
  const pages = Math.max(1, Math.ceil(servable / PAGE_SIZE));
  let summary = '';
  if (data)
    summary = capped
      ? t('table.capped', { count: formatCount(servable) })
      : t('table.total', { count: formatCount(data.total) });

  return (
    <Paper withBorder radius="md">
      {searchLabel ? (
        <Group p="md" pb={0}>
          <TextInput
            label={searchLabel}
            placeholder={t('table.search')}
            value={search}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setSearch(value);
              setPage(1);
            }}
            w={{ base: '100%', sm: 360 }}
            type="search"
          />
        </Group>
      ) : null}
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
      <Group justify="space-between" p="md" wrap="wrap">
        <Text size="sm" c="dimmed">
          {summary}
        </Text>
        <Pagination total={pages} value={page} onChange={setPage} size="sm" />
      </Group>
    </Paper>
  );
}
