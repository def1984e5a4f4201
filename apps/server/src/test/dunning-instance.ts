import pino from 'pino';
import type { Db } from '../db/client.ts';
import { openDatabase } from '../db/client.ts';
import { runDailyWork } from '../jobs/daily-work.ts';
import type { JobContext } from '../jobs/kinds.ts';
import { dunningWork } from '../modules/reminders/dunning.service.ts';

/**
 * A second app instance's dunning sweep as a process of its own (DATABASE_URL), run at SIM_NOW, that
 * stops before its transaction commits and waits there: the test kills it with SIGKILL (dunning.test.ts).
 */
const url = process.env.DATABASE_URL ?? '';
const now = new Date(process.env.SIM_NOW ?? '');
const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
const real = database.db;
const hanging = new Proxy(real, {
  get(target, prop, receiver) {
    if (prop !== 'transaction') return Reflect.get(target, prop, receiver);
    return (fn: (tx: Db) => Promise<unknown>) =>
      target.transaction(async (tx) => {
        await fn(tx as unknown as Db);
        console.log('in flight');
        await new Promise(() => {});
      });
  },
}) as Db;
const ctx: JobContext = {
  db: hanging,
  log: pino({ level: 'silent' }),
  services: {
    messaging: {} as JobContext['services']['messaging'],
    cards: {} as JobContext['services']['cards'],
    clock: () => now,
  },
  job: { id: 'killed', name: dunningWork.name, retryCount: 0 },
};
await runDailyWork(dunningWork, ctx, now);
console.log('never here');
