import {
  DEFAULT_REMINDER_TEMPLATES,
  REMINDER_KINDS,
  REMINDER_LANGS,
  type TReminderTemplates,
} from '@studydesk/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  admins,
  messageLog,
  reminders,
  reminderTemplates,
  seatPlans,
  studentBalances,
  students,
} from '../../db/schema/index.ts';
import { ofTenant, ownedBy } from '../../db/tenant-rows.ts';

/** The library's templates, its own where it wrote them, the built-in ones elsewhere. */
export async function findTemplates(db: Db, adminId: number): Promise<TReminderTemplates> {
  const rows = await db.select().from(reminderTemplates).where(ofTenant(reminderTemplates, adminId));
  const out = structuredClone(DEFAULT_REMINDER_TEMPLATES);
  for (const r of rows) out[r.kind][r.lang] = r.body;
  return out;
}

export async function saveTemplates(db: Db, adminId: number, templates: TReminderTemplates) {
  const rows = REMINDER_KINDS.flatMap((kind) =>
    REMINDER_LANGS.map((lang) => ({ adminId, kind, lang, body: templates[kind][lang] })),
  );
  await db
    .insert(reminderTemplates)
    .values(rows)
    .onConflictDoUpdate({
      target: [reminderTemplates.adminId, reminderTemplates.kind, reminderTemplates.lang],
      set: { body: sql`excluded.body`, updatedAt: new Date() },
    });
}

/** What a reminder says about a student: name, phone, balance, the date it fell due, seat and UPI ID. */
export async function reminderFacts(db: Db, adminId: number, studentId: number) {
  const [[student], [money], [plan], [owner]] = await Promise.all([
    db
      .select({ id: students.id, name: students.name, phone: students.phone })
      .from(students)
      .where(ownedBy(students, adminId, studentId)),
    // The balance and the date it fell due (the oldest charge what was paid does not cover), as
    // the dues list shows them: kept beside the ledger.
    db
      .select({
        balance: studentBalances.balancePaise,
        since: sql<string | null>`${studentBalances.owedSince}::text`,
      })
      .from(studentBalances)
      .where(and(ofTenant(studentBalances, adminId), eq(studentBalances.studentId, studentId))),
    db
      .select({
        seat: seatPlans.seatNumber,
        shift: seatPlans.shiftLabel,
        endsOn: seatPlans.endsOn,
        pricePaise: seatPlans.pricePaise,
      })
      .from(seatPlans)
      .where(
        and(ofTenant(seatPlans, adminId), eq(seatPlans.studentId, studentId), eq(seatPlans.status, 'Active')),
      )
      .orderBy(desc(seatPlans.endsOn))
      .limit(1),
    db.select({ upiId: admins.upiId }).from(admins).where(eq(admins.id, adminId)),
  ]);
  if (!student) return null;
  return {
    student,
    balancePaise: money?.balance ?? 0,
    dueSince: money?.since ?? null,
    plan: plan ?? null,
    upiId: owner?.upiId ?? '',
  };
}

export async function logReminder(db: Db, values: typeof reminders.$inferInsert) {
  const [row] = await db.insert(reminders).values(values).returning({ id: reminders.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

/** The newest reminder of each of the given students of the library that went out (by hand or by a provider). */
export async function lastReminders(db: Db, adminId: number, studentIds: number[]) {
  if (studentIds.length === 0) return [];
  return db
    .selectDistinctOn([reminders.studentId], {
      id: reminders.id,
      studentId: reminders.studentId,
      kind: reminders.kind,
      channel: reminders.channel,
      sentBy: reminders.sentByName,
      createdAt: reminders.createdAt,
    })
    .from(reminders)
    .where(
      and(
        ofTenant(reminders, adminId),
        inArray(reminders.studentId, studentIds),
        // One every provider refused was not a reminder the student got. (Parenthesised: `and` does
        // not wrap raw SQL, and an unwrapped `or` would escape the tenant filter.)
        sql`(not exists (select 1 from ${messageLog} where ${messageLog.adminId} = ${reminders.adminId}
              and ${messageLog.reminderId} = ${reminders.id})
            or exists (select 1 from ${messageLog} where ${messageLog.adminId} = ${reminders.adminId}
              and ${messageLog.reminderId} = ${reminders.id} and ${messageLog.status} <> 'failed'))`,
      ),
    )
    .orderBy(reminders.studentId, desc(reminders.createdAt));
}
