import type { TJobFailure, TJobFailureQuery, TJobQueueSummary, TLibraryJob } from '@studydesk/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { QUEUE_SCHEMA } from '../../jobs/queue.ts';

const schema = sql.raw(QUEUE_SCHEMA);
const iso = (value: unknown) => (value == null ? null : new Date(value as string | Date).toISOString());

/**
 * Every queue of the app with its jobs counted by state (pg-boss's own queues left out). Counted
 * in the live table: completed jobs stay there 12 hours and failed ones 7 days before pg-boss
 * archives them (maintenance); the counts are of those.
 */
export async function listJobQueues(db: Db): Promise<TJobQueueSummary[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select q.name, s.cron, s.timezone,
        count(j.id) filter (where j.state in ('created', 'retry')) as queued,
        count(j.id) filter (where j.state = 'retry') as retrying,
        count(j.id) filter (where j.state = 'active') as active,
        count(j.id) filter (where j.state = 'failed') as failed,
        count(j.id) filter (where j.state = 'completed') as completed
      from ${schema}.queue q
      left join ${schema}.schedule s on s.name = q.name
      left join ${schema}.job j on j.name = q.name
      where not starts_with(q.name, '__pgboss__')
      group by q.name, s.cron, s.timezone
      order by q.name`),
  );
  return rows.map((r) => ({
    name: String(r.name),
    cron: (r.cron as string | null) ?? null,
    time_zone: (r.timezone as string | null) ?? null,
    queued: Number(r.queued),
    retrying: Number(r.retrying),
    active: Number(r.active),
    failed: Number(r.failed),
    completed: Number(r.completed),
  }));
}

/**
 * Failed runs, newest first: jobs waiting for a retry and jobs out of tries (the archive's too,
 * kept 7 days), each with the error its handler threw.
 */
export async function listJobFailures(db: Db, query: TJobFailureQuery) {
  const filter: SQL = query.queue ? sql`and name = ${query.queue}` : sql``;
  const failures = sql`
    select id, name, state::text as state, output, retry_count, retry_limit, created_on, started_on, start_after
      from ${schema}.job where state in ('retry', 'failed') and not starts_with(name, '__pgboss__') ${filter}
    union all
    select id, name, state::text, output, retry_count, retry_limit, created_on, started_on, start_after
      from ${schema}.archive where state = 'failed' and not starts_with(name, '__pgboss__') ${filter}`;
  const [page, count] = await Promise.all([
    db.execute(sql`select * from (${failures}) f
      order by coalesce(started_on, created_on) desc, id limit ${query.limit} offset ${query.offset}`),
    db.execute(sql`select count(*) as total from (${failures}) f`),
  ]);
  const rows: TJobFailure[] = rowsOf<Record<string, unknown>>(page).map((r) => ({
    id: String(r.id),
    queue: String(r.name),
    state: r.state === 'retry' ? 'retry' : 'failed',
    error: errorMessage(r.output),
    retry_count: Number(r.retry_count),
    retry_limit: Number(r.retry_limit),
    created_at: iso(r.created_on) ?? '',
    last_try_at: iso(r.started_on),
    next_try_at: r.state === 'retry' ? iso(r.start_after) : null,
  }));
  return { rows, total: Number(rowsOf<{ total: unknown }>(count)[0]?.total ?? 0) };
}

/** pg-boss keeps a thrown error serialized ({ message, stack, … }); a timed-out run's as { value: { message } }. */
function errorMessage(output: unknown): string | null {
  const o = (typeof output === 'string' ? JSON.parse(output) : output) as {
    message?: unknown;
    value?: { message?: unknown };
  } | null;
  const message = o?.message ?? o?.value?.message;
  return typeof message === 'string' ? message.slice(0, 2000) : null;
}

/**
 * One library's jobs (those whose data names it: work scheduled for it), latest run time first:
 * what is due and what ran lately (the live table: 12 hours of completed ones).
 */
export async function listLibraryJobs(db: Db, libraryId: number, page: { limit: number; offset: number }) {
  const mine = sql`from ${schema}.job where data->>'libraryId' = ${String(libraryId)}
    and not starts_with(name, '__pgboss__')`;
  const [rows, count] = await Promise.all([
    db.execute(sql`select id, name, state::text as state, data->>'localDate' as local_date, start_after,
        completed_on, retry_count, output ${mine}
      order by start_after desc, id limit ${page.limit} offset ${page.offset}`),
    db.execute(sql`select count(*) as total ${mine}`),
  ]);
  const jobs: TLibraryJob[] = rowsOf<Record<string, unknown>>(rows).map((r) => ({
    id: String(r.id),
    kind: String(r.name),
    state: r.state as TLibraryJob['state'],
    local_date: (r.local_date as string | null) ?? null,
    run_at: iso(r.start_after) ?? '',
    finished_at: iso(r.completed_on),
    retry_count: Number(r.retry_count),
    error: r.state === 'failed' || r.state === 'retry' ? errorMessage(r.output) : null,
  }));
  return { rows: jobs, total: Number(rowsOf<{ total: unknown }>(count)[0]?.total ?? 0) };
}
