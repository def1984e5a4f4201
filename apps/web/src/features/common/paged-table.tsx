import { Button, Checkbox, Group, Pagination, Paper, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { type ApiRow, api, type ListPath, messageOf } from '../../lib/api-client.ts';
import { formatCount } from './format.ts';
import { type Column, RowsOrCards, rowId } from './rows-or-cards.tsx';

export type { Column } from './rows-or-cards.tsx';

const PAGE_SIZE = 25;

/** Rows picked for a bulk action: by id, across pages and searches. */
export interface RowSelection {
  selected: ReadonlySet<number>;
  onChange(next: Set<number>): void;
  /** The most rows one action takes ('select all matching' picks the first this many). */
  max: number;
  /** The actions on the picked rows, beside the selection's summary. */
  actions?: ReactNode;
}

/** A server-paged, server-searched table: the list never loads more than one page. */
export function PagedTable<P extends ListPath>({
  path,
  columns,
  searchLabel,
  emptyText,
  errorText,
  filters,
  queryKey = [path],
  selection,
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
  /** Check boxes on the rows, 'select all on this page' and 'select all N matching'. */
  selection?: RowSelection;
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

  const rows = data?.rows ?? [];
  const [selectingAll, setSelectingAll] = useState(false);
  const picked = selection?.selected ?? new Set<number>();
  const pageIds = rows.map(rowId);
  const pageAll = pageIds.length > 0 && pageIds.every((id) => picked.has(id));
  const pageSome = pageIds.some((id) => picked.has(id));
  const matching = Math.min(data?.total ?? 0, selection?.max ?? 0);
  const toggle = (ids: number[], on: boolean) => {
    if (!selection) return;
    const next = new Set(picked);
    for (const id of ids) {
      if (on && next.size < selection.max) next.add(id);
      else if (!on) next.delete(id);
    }
    selection.onChange(next);
  };
  // Every row the search matches (up to `max`): their ids, read in one page as large as that.
  const selectAllMatching = async () => {
    if (!selection) return;
    setSelectingAll(true);
    try {
      const all = new URLSearchParams(params);
      all.set('limit', String(selection.max));
      all.set('offset', '0');
      const page = await api.getPage(path, all);
      selection.onChange(new Set(page.rows.map(rowId)));
    } finally {
      setSelectingAll(false);
    }
  };
  const shown: Column<ApiRow<P>>[] = selection
    ? [
        {
          header: t('table.selectRow'),
          cell: (row) => (
            <Checkbox
              aria-label={t('table.selectRow')}
              checked={picked.has(rowId(row))}
              onChange={(e) => toggle([rowId(row)], e.currentTarget.checked)}
            />
          ),
        },
        ...columns,
      ]
    : columns;

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
      {selection ? (
        <Group p="md" pb={0} gap="sm" wrap="wrap" data-testid="selection-bar">
          <Checkbox
            label={t('table.selectPage')}
            checked={pageAll}
            indeterminate={pageSome && !pageAll}
            disabled={pageIds.length === 0}
            onChange={(e) => toggle(pageIds, e.currentTarget.checked)}
          />
          {pageAll && matching > picked.size ? (
            <Button variant="subtle" size="compact-sm" loading={selectingAll} onClick={selectAllMatching}>
              {t(matching < (data?.total ?? 0) ? 'table.selectFirst' : 'table.selectAll', {
                count: formatCount(matching),
              })}
            </Button>
          ) : null}
          {picked.size > 0 ? (
            <>
              <Text size="sm" fw={600}>
                {t('table.selected', { count: formatCount(picked.size) })}
              </Text>
              <Button
                variant="subtle"
                size="compact-sm"
                color="gray"
                onClick={() => selection.onChange(new Set())}
              >
                {t('table.clearSelection')}
              </Button>
              {selection.actions}
            </>
          ) : null}
        </Group>
      ) : null}
      <RowsOrCards
        rows={rows}
        columns={shown}
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
