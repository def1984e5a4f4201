import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { admins } from '../db/schema/index.ts';
import { createTestDatabase } from '../test/database.ts';
import { buildAdmin } from '../test/factories.ts';
import { type DailyWork, type LibraryDay, runDailyWork } from './daily-work.ts';
import type { JobContext } from './kinds.ts';

let database: Database;
let delhi: number;
let london: number;
beforeAll(async () => {
  database = await createTestDatabase();
  delhi = (await buildAdmin(database.db)).id;
  london = (await buildAdmin(database.db)).id;
  await database.db.update(admins).set({ timezone: 'Europe/London' }).where(eq(admins.id, london));
});
afterAll(() => database.close());

/** A work that notes each visit, and fails for the libraries named in `failFor`. */
function noting(failFor: number[] = []) {
  const visits: LibraryDay[] = [];
  const work: DailyWork = {
    name: 'test-daily',
    from: '09:00',
    until: '21:00',
    async forLibrary(day) {
      visits.push(day);
      if (failFor.includes(day.libraryId)) throw new Error('provider down');
    },
  };
  return { work, visits: (ids: number[]) => visits.filter((v) => ids.includes(v.libraryId)) };
}

const ctx = (): JobContext => ({
  db: database.db,
  log: pino({ level: 'silent' }),
  services: {
    messaging: {} as JobContext['services']['messaging'],
    cards: {} as JobContext['services']['cards'],
    clock: () => new Date(),
  },
  job: { id: 'test', name: 'test-daily', retryCount: 0 },
});

describe('daily work at each library’s own time', () => {
  it('visits a library only inside its window, in its own time zone and date', async () => {
    // 03:40 UTC = 09:10 in Delhi, 03:40 in London (outside its window).
    const morning = noting();
    await runDailyWork(morning.work, ctx(), new Date('2026-12-01T03:40:00Z'));
    expect(morning.visits([delhi, london])).toEqual([
      {
        libraryId: delhi,
        timeZone: 'Asia/Kolkata',
        date: '2026-12-01',
        minute: 9 * 60 + 10,
        now: expect.any(Date),
      },
    ]);

    // 15:29 UTC = 20:59 in Delhi (still in), 15:29 in London (in).
    const late = noting();
    await runDailyWork(late.work, ctx(), new Date('2026-12-01T15:29:00Z'));
    expect(late.visits([delhi, london]).map((v) => v.libraryId)).toEqual([delhi, london]);

    // 15:30 UTC = 21:00 in Delhi: closed (the end is excluded).
    const closed = noting();
    await runDailyWork(closed.work, ctx(), new Date('2026-12-01T15:30:00Z'));
    expect(closed.visits([delhi, london]).map((v) => v.libraryId)).toEqual([london]);

    // 21:30 UTC = 03:00 on 2 Dec in Delhi, 21:30 in London: night, nobody.
    const night = noting();
    await runDailyWork(night.work, ctx(), new Date('2026-12-01T21:30:00Z'));
    expect(night.visits([delhi, london])).toEqual([]);
  });

  it('one library failing does not stop the others, and the walk fails so the job is tried again', async () => {
    const flaky = noting([delhi]);
    await expect(runDailyWork(flaky.work, ctx(), new Date('2026-12-01T10:00:00Z'))).rejects.toThrow(
      /test-daily: 1 of \d+ libraries failed/,
    );
    expect(flaky.visits([delhi, london]).map((v) => v.libraryId)).toEqual([delhi, london]);
  });
});
