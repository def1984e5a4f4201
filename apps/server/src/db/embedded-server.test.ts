import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../test/database.ts';
import { createTestServer, type TestServer } from '../test/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

describe('a long statement in the database', () => {
  it('leaves the server answering: a request that needs no database is served before it ends', async () => {
    const events: string[] = [];
    const long = t.db.execute(sql`select pg_sleep(2)`).then(() => events.push('statement ended'));
    // A timer of the server's own thread fires while the statement runs (none could, were it run on that thread).
    await sleep(50);
    events.push('timer fired');
    const docs = await t.request({ method: 'GET', url: '/api/docs/json' });
    events.push(`answered ${docs.statusCode}`);
    await long;
    expect(events).toEqual(['timer fired', 'answered 200', 'statement ended']);
  });
});

describe.skipIf(testDbKind !== 'pglite')('the embedded database shared by several connections', () => {
  /** A connection of its own to the embedded server, as `psql` or a second pool would open one. */
  async function connect(): Promise<pg.Client> {
    if (t.database.connection.kind !== 'pglite') throw new Error('embedded only');
    const { host, user, database } = t.database.connection.pool.options;
    const client = new pg.Client({ host, user, database });
    await client.connect();
    return client;
  }

  it("runs another connection's statement only after an open transaction ends, never inside it", async () => {
    const [first, second] = [await connect(), await connect()];
    try {
      await first.query('create table if not exists session_probe (n int)');
      const events: string[] = [];
      await first.query('begin');
      await first.query('insert into session_probe values (1)');
      // Inside the transaction the row would be visible, and a rollback would not undo the second's write.
      const seen = second.query('select count(*)::int as n from session_probe').then((r) => {
        events.push(`second saw ${r.rows[0].n}`);
      });
      await sleep(200);
      events.push('first rolled back');
      await first.query('rollback');
      await seen;
      expect(events).toEqual(['first rolled back', 'second saw 0']);
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
  });

  it('forgets the named statements of a connection that goes away: the next may prepare them again', async () => {
    const gone = await connect();
    await gone.query({ name: 'probe', text: 'select 1 as one' });
    await gone.end();
    const client = await connect();
    try {
      expect((await client.query({ name: 'probe', text: 'select 2 as two' })).rows).toEqual([{ two: 2 }]);
    } finally {
      await client.end();
    }
  });

  it('rolls back the transaction of a connection that goes away, and serves the next one', async () => {
    const gone = await connect();
    await gone.query('create table if not exists session_probe (n int)');
    await gone.query('begin');
    await gone.query('insert into session_probe values (2)');
    const next = connect();
    await gone.end();
    const client = await next;
    try {
      const { rows } = await client.query('select count(*)::int as n from session_probe where n = 2');
      expect(rows[0].n).toBe(0);
      expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await client.end();
    }
  });
});
