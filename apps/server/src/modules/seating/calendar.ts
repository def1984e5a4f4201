import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins } from '../../db/schema/index.ts';

export { addDays, minuteOfTime as minuteOf } from '@studydesk/contract';

/** Today as YYYY-MM-DD in the library's time zone. */
export async function libraryToday(db: Db, adminId: number): Promise<string> {
  const [row] = await db.select({ tz: admins.timezone }).from(admins).where(eq(admins.id, adminId));
  return new Intl.DateTimeFormat('en-CA', { timeZone: row?.tz ?? 'Asia/Kolkata' }).format(new Date());
}
/** The library's time zone, today's date there and the minute of its day now. */
export async function libraryNow(db: Db, adminId: number) {
  const [row] = await db.select({ tz: admins.timezone }).from(admins).where(eq(admins.id, adminId));
  const timeZone = row?.tz ?? 'Asia/Kolkata';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  const today = `${part('year')}-${part('month')}-${part('day')}`;
  return { timeZone, today, minute: Number(part('hour')) * 60 + Number(part('minute')) };
}
