import { Badge, Group, Pagination, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { TJobFailure, TJobQueueSummary } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { type Column, DataTable } from '../../common/data-table.tsx';
import { formatCount, formatDateTime } from '../../common/format.ts';
import { PageHeader } from '../../common/page-header.tsx';
import { RowsOrCards } from '../../common/rows-or-cards.tsx';
import { jobFailuresQuery, jobQueuesQuery } from '../api/jobs.ts';

const PAGE_SIZE = 20;
const count = (n: number, color?: string) =>
  n > 0 && color ? (
    <Badge color={color} variant="light">
      {formatCount(n)}
    </Badge>
  ) : (
    formatCount(n)
  );

/** Scheduled Work: the job queue's queues with their counts, and the failed runs with their errors. */
export function JobsPage() {
  const t = useT();
  const queues = useQuery(jobQueuesQuery);
  const [queue, setQueue] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const failures = useQuery(
    jobFailuresQuery({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, queue: queue ?? undefined }),
  );

  const queueColumns: Column<TJobQueueSummary>[] = [
    {
      header: t('platform.jobs.queue'),
      cell: (q) => (
        <Text size="sm" ff="monospace">
          {q.name}
        </Text>
      ),
    },
    {
      header: t('platform.jobs.schedule'),
      cell: (q) => (q.cron ? `${q.cron} (${q.time_zone ?? 'UTC'})` : t('platform.jobs.onDemand')),
    },
    { header: t('platform.jobs.queued'), cell: (q) => count(q.queued) },
    { header: t('platform.jobs.retrying'), cell: (q) => count(q.retrying, 'orange') },
    { header: t('platform.jobs.active'), cell: (q) => count(q.active, 'blue') },
    { header: t('platform.jobs.failed'), cell: (q) => count(q.failed, 'red') },
    { header: t('platform.jobs.completed'), cell: (q) => count(q.completed) },
  ];
  const failureColumns: Column<TJobFailure>[] = [
    {
      header: t('platform.jobs.queue'),
      cell: (f) => (
        <Text size="sm" ff="monospace">
          {f.queue}
        </Text>
      ),
    },
    {
      header: t('platform.jobs.state'),
      cell: (f) =>
        f.state === 'retry' ? (
          <Badge color="orange" variant="light">
            {t('platform.jobs.stateRetry')}
          </Badge>
        ) : (
          <Badge color="red" variant="light">
            {t('platform.jobs.stateFailed')}
          </Badge>
        ),
    },
    {
      header: t('platform.jobs.error'),
      cell: (f) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {f.error ?? '—'}
        </Text>
      ),
    },
    { header: t('platform.jobs.tries'), cell: (f) => `${f.retry_count + 1} / ${f.retry_limit + 1}` },
    {
      header: t('platform.jobs.lastTry'),
      cell: (f) => (f.last_try_at ? formatDateTime(f.last_try_at) : '—'),
    },
    {
      header: t('platform.jobs.nextTry'),
      cell: (f) => (f.next_try_at ? formatDateTime(f.next_try_at) : '—'),
    },
  ];
  const total = failures.data?.total ?? 0;

  return (
    <Stack gap="lg">
      <PageHeader title={t('platform.jobs.title')} description={t('platform.jobs.description')} />
      <Title order={2} size="h4">
        {t('platform.jobs.queues')}
      </Title>
      <DataTable
        query={queues}
        columns={queueColumns}
        rowKey={(q) => q.name}
        emptyText={t('platform.jobs.queuesEmpty')}
        errorText={t('platform.jobs.queuesFailed')}
        label={t('platform.jobs.queues')}
        minWidth={720}
      />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h4">
          {t('platform.jobs.failures')}
        </Title>
        <Select
          aria-label={t('platform.jobs.queue')}
          placeholder={t('platform.jobs.allQueues')}
          clearable
          data={(queues.data ?? []).map((q) => q.name)}
          value={queue}
          onChange={(value) => {
            setQueue(value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 260 }}
        />
      </Group>
      <Paper withBorder radius="md">
        <RowsOrCards
          rows={failures.data?.rows ?? []}
          columns={failureColumns}
          rowKey={(f) => f.id}
          loading={failures.isPending}
          error={failures.isError ? messageOf(failures.error, t('platform.jobs.failuresFailed')) : null}
          busy={failures.isFetching}
          emptyText={t('platform.jobs.failuresEmpty')}
          label={t('platform.jobs.failures')}
          minWidth={760}
        />
      </Paper>
      {total > PAGE_SIZE ? (
        <Group justify="flex-end">
          <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />
        </Group>
      ) : null}
    </Stack>
  );
}
