import type { TDunningPolicy } from '@studydesk/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { admins, dunningPauses, dunningPolicies, students } from '../../db/schema/index.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import { presentPolicy } from './dunning.present.ts';

/** The library's dunning policy (the default, off, when it never saved one). */
export async function findPolicy(db: Db, adminId: number): Promise<TDunningPolicy> {
  const [row] = await db.select().from(dunningPolicies).where(ofTenant(dunningPolicies, adminId));
  return presentPolicy(row);
}

export async function savePolicy(db: Db, adminId: number, p: TDunningPolicy) {
  const values = {
    enabled: p.enabled,
    daysBefore: p.days_before,
    onDue: p.on_due,
    daysAfter: p.days_after,
    everyDays: p.every_days,
    maxCount: p.max_count,
    skipPaidDays: p.skip_paid_days,
    sendFrom: p.send_from,
    sendUntil: p.send_until,
    updatedAt: new Date(),
  };
  await db
    .insert(dunningPolicies)
    .values({ adminId, ...values })
    .onConflictDoUpdate({ target: dunningPolicies.adminId, set: values });
}

export async function upsertPause(
  db: Db,
  adminId: number,
  studentId: number,
  until: string | null,
  byName: string,
) {
  await db
    .insert(dunningPauses)
    .values({ adminId, studentId, until, pausedByName: byName })
    .onConflictDoUpdate({
      target: [dunningPauses.adminId, dunningPauses.studentId],
      set: { until, pausedByName: byName, createdAt: new Date() },
    });
}

export async function deletePause(db: Db, adminId: number, studentId: number) {
  await db
    .delete(dunningPauses)
    .where(and(ofTenant(dunningPauses, adminId), eq(dunningPauses.studentId, studentId)));
}

/** Whether the student is the library's (a pause for another library's id answers 404). */
export async function studentExists(db: Db, adminId: number, studentId: number) {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(ofTenant(students, adminId), eq(students.id, studentId)));
  return Boolean(row);
}

export async function libraryUpiId(db: Db, adminId: number): Promise<string> {
  const [row] = await db.select({ upiId: admins.upiId }).from(admins).where(eq(admins.id, adminId));
  return row?.upiId ?? '';
}

export interface DunningCandidate {
  studentId: number;
  name: string;
  phone: string | null;
  language: 'en' | 'hi';
  balancePaise: number;
  /** The ledger's due date ('owed since') and the latest step due by today. */
  due: string;
  offset: number;
}

/**
 * The students of one library to remind today, in one statement: they owe (the balances kept beside
 * the ledger), the latest step of the policy is due for their due date and not yet queued, no
 * dues message went to them today, they are not paused and paid nothing in the last
 * `skipPaidDays`. Reads the owing index, then one probe per owing student of the pause, the
 * student's ledger rows (index only) and the message log's key and student indexes.
 */
export async function dunningCandidates(
  db: Db,
  adminId: number,
  q: { today: string; dayStart: Date; offsets: number[]; skipPaidDays: number },
): Promise<DunningCandidate[]> {
  const offsets = sql.raw(`'{${q.offsets.map((o) => Math.trunc(o)).join(',')}}'::int[]`);
  const first = Math.min(...q.offsets);
  return rowsOf<DunningCandidate>(
    await db.execute(sql`
      select b.student_id as "studentId", s.name, s.phone, s.language, b.balance_paise as "balancePaise",
        b.owed_since::text as due, step.o as "offset"
      from student_balances b
      join students s on s.admin_id = b.admin_id and s.id = b.student_id
      cross join lateral (
        select max(o) as o from unnest(${offsets}) o where b.owed_since + o <= ${q.today}::date
      ) step
      where b.admin_id = ${adminId} and b.balance_paise > 0
        and b.owed_since <= ${q.today}::date - ${first}::int
        and step.o is not null
        and not exists (
          select 1 from dunning_pauses p
          where p.admin_id = ${adminId} and p.student_id = b.student_id
            and (p.until is null or p.until > ${q.today}::date))
        and not exists (
          select 1 from ledger_entries e
          where e.admin_id = ${adminId} and e.student_id = b.student_id
            and e.entry_type = 'payment' and e.amount_paise > 0
            and e.entry_date > ${q.today}::date - ${q.skipPaidDays}::int)
        and not exists (
          select 1 from message_log m
          where m.admin_id = ${adminId}
            and m.dedupe_key = 'dues:' || b.student_id || ':' || b.owed_since || ':' || step.o)
        and not exists (
          select 1 from message_log m
          where m.admin_id = ${adminId} and m.student_id = b.student_id
            and m.created_at >= ${q.dayStart.toISOString()}::timestamptz and m.kind = 'dues')
      order by b.student_id`),
  ).map((r) => ({ ...r, balancePaise: Number(r.balancePaise), offset: Number(r.offset) }));
}
