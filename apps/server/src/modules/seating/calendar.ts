import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins } from '../../db/schema/index.ts';

/** Today as YYYY-MM-DD in the library's time zone. */
export async function libraryToday(db: Db, adminId: number): Promise<string> {
  const [row] = await db.select({ tz: admins.timezone }).from(admins).where(eq(admins.id, adminId));
  return new Intl.DateTimeFormat('en-CA', { timeZone: row?.tz ?? 'Asia/Kolkata' }).format(new Date());
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Days a free-text duration covers: '30 Days' -> 30, '3 months' -> 90, '6 hr' -> 1; default 30. */
export function durationDays(text: string): number {
  const m = /^\s*(\d{1,4})\s*([a-z]*)/i.exec(text);
  if (!m?.[1]) return 30;
  const n = Number(m[1]);
  const unit = (m[2] ?? '').toLowerCase();
  if (unit.startsWith('month')) return Math.max(1, n * 30);
  if (unit.startsWith('year')) return Math.max(1, n * 365);
  if (unit.startsWith('h') || unit.startsWith('min')) return 1;
  return Math.max(1, n);
}

/** Minutes since midnight of an 'HH:MM[:SS]' time. */
export const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
