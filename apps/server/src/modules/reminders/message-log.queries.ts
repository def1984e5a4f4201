import type { TMessageKind, TMessageStatus } from '@studydesk/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type KeysetQuery, keysetPage } from '../../db/keyset-page.ts';
import { messageLog, students } from '../../db/schema/index.ts';
import { ofTenant } from '../../db/tenant-rows.ts';

export interface MessageFilter {
  kind?: TMessageKind;
  status?: TMessageStatus;
  studentId?: number;
}

const columns = { m: messageLog, studentName: students.name };
export type MessageLogRow = { m: typeof messageLog.$inferSelect; studentName: string | null };

const withStudent = and(eq(students.adminId, messageLog.adminId), eq(students.id, messageLog.studentId));

/** The library's message log, newest first, a page at a time by keyset (db/keyset-page.ts). */
export const listMessages = (db: Db, adminId: number, filter: MessageFilter, query: KeysetQuery) =>
  keysetPage({ key: messageLog.createdAt, id: messageLog.id }, messagesOf(db, adminId, filter), query);

const messagesOf =
  (db: Db, adminId: number, filter: MessageFilter) => (where: SQL | undefined, order: SQL[], limit: number) =>
    db
      .select({
        ...columns,
        // The cursor keeps the time to the microsecond (a JavaScript Date stops at the millisecond).
        key: sql<string>`to_char(${messageLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        id: messageLog.id,
      })
      .from(messageLog)
      .leftJoin(students, withStudent)
      .where(
        and(
          ofTenant(messageLog, adminId),
          filter.kind ? eq(messageLog.kind, filter.kind) : undefined,
          filter.status ? eq(messageLog.status, filter.status) : undefined,
          filter.studentId ? eq(messageLog.studentId, filter.studentId) : undefined,
          where,
        ),
      )
      .orderBy(...order)
      .limit(limit);

/** Messages of the library still queued (not handed to a provider yet), oldest first. */
export function queuedMessages(db: Db, adminId: number, limit: number): Promise<MessageLogRow[]> {
  return db
    .select(columns)
    .from(messageLog)
    .leftJoin(students, withStudent)
    .where(and(ofTenant(messageLog, adminId), eq(messageLog.status, 'queued')))
    .orderBy(asc(messageLog.id))
    .limit(limit);
}
