/**
 * Dunning at scale (issue 35): every library turns its policy on and has WhatsApp set up (its token
 * a placeholder: nothing is sent, the sweep only queues), then one dunning sweep runs over all of
 * them at 10:00 library time, in this process as a job would, while one library's owner reads the
 * students list one request after another. Reports how long the sweep took, how many reminders it
 * queued, and the list's p99 alone and during the sweep.
 */
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { Db } from '../../apps/server/src/db/client.ts';
import { rowsOf } from '../../apps/server/src/db/rows.ts';
import { runDailyWork } from '../../apps/server/src/jobs/daily-work.ts';
import type { JobContext } from '../../apps/server/src/jobs/kinds.ts';
import { localInstant } from '../../apps/server/src/jobs/library-time.ts';
import { dunningWork } from '../../apps/server/src/modules/reminders/dunning.service.ts';

export interface DunningSweepResult {
  libraries: number;
  queued: number;
  sweepMs: number;
  baseline: { p99: number; calls: number };
  during: { p99: number; calls: number };
}

const p99 = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] ?? 0;
};

/** The owner's students list, one call after another until `until` settles (or `count` calls). */
async function listCalls(call: () => Promise<Response>, until: Promise<unknown> | null, count = 200) {
  const latencies: number[] = [];
  let done = until === null;
  void until?.finally(() => {
    done = true;
  });
  while (until ? !done : latencies.length < count) {
    const started = performance.now();
    const res = await call();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`students list answered ${res.status}`);
    latencies.push(performance.now() - started);
  }
  return latencies;
}

const TEMPLATES = sql`'{"dues":{"en":"fee_due_reminder","hi":"fee_due_reminder"},"expiry":{"en":"plan_ending","hi":"plan_ending"}}'::jsonb`;
const NO_SMS = sql`'{"dues":{"en":"","hi":""},"expiry":{"en":"","hi":""}}'::jsonb`;

export async function dunningSweepRun(
  db: Db,
  baseUrl: string,
  ownerToken: string,
): Promise<DunningSweepResult> {
  await db.execute(sql`
    insert into messaging_settings (admin_id, whatsapp_enabled, whatsapp_phone_number_id, whatsapp_templates, whatsapp_token_sealed, sms_templates)
    select id, true, '109876543210987', ${TEMPLATES}, 's1.bench-placeholder', ${NO_SMS} from admins
    on conflict (admin_id) do nothing`);
  await db.execute(sql`
    insert into dunning_policies (admin_id, enabled, days_before, on_due, days_after, every_days, max_count, skip_paid_days, send_from, send_until)
    select id, true, 3, true, 3, 5, 6, 3, '09:00', '21:00' from admins
    on conflict (admin_id) do update set enabled = true`);
  const [library] = rowsOf<{ n: number; zone: string }>(
    await db.execute(
      sql`select count(*)::int as n, min(coalesce(timezone, 'Asia/Kolkata')) as zone from admins`,
    ),
  );
  const zone = library?.zone ?? 'Asia/Kolkata';
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  const at = localInstant(zone, today, '10:00');
  const ctx: JobContext = {
    db,
    log: pino({ level: 'silent' }),
    services: {
      messaging: {} as JobContext['services']['messaging'],
      cards: {} as JobContext['services']['cards'],
      clock: () => at,
    },
    job: { id: 'bench', name: dunningWork.name, retryCount: 0 },
  };
  const list = () =>
    fetch(`${baseUrl}/api/manage/students?limit=50`, { headers: { authorization: `Bearer ${ownerToken}` } });

  const baseline = await listCalls(list, null);
  const started = performance.now();
  const sweep = runDailyWork(dunningWork, ctx, at);
  const during = await listCalls(list, sweep);
  await sweep;
  const sweepMs = performance.now() - started;
  const [queued] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from message_log where dedupe_key like 'dues:%'`),
  );
  return {
    libraries: library?.n ?? 0,
    queued: queued?.n ?? 0,
    sweepMs,
    baseline: { p99: p99(baseline), calls: baseline.length },
    during: { p99: p99(during), calls: during.length },
  };
}

export function dunningSweepReport(r: DunningSweepResult | null): string {
  if (!r) return '';
  return [
    `Dunning sweep (one run over ${r.libraries} libraries at 10:00 library time; queues, sends nothing)`,
    `  sweep took ${(r.sweepMs / 1000).toFixed(1)} s and queued ${r.queued} reminders`,
    `  students list (one owner, one call at a time): p99 ${r.baseline.p99.toFixed(1)} ms alone over ${r.baseline.calls} calls, ${r.during.p99.toFixed(1)} ms during the sweep over ${r.during.calls} calls`,
    '',
  ].join('\n');
}
