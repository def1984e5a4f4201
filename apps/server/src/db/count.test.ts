import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import type { Database } from './client.ts';
import { preparedTableTotal } from './count.ts';
import { organizations } from './schema/index.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const addOrganizations = (from: number, to: number) =>
  database.db.execute(
    sql`insert into organizations (name) select 'Org ' || i from generate_series(${from}::int, ${to}::int) i`,
  );

describe('the total of a whole table', () => {
  it('counts when the estimate is under twice the cap, and past it answers the estimate uncounted', async () => {
    await addOrganizations(1, 8);
    await database.db.execute(sql`analyze organizations`);
    // Six rows gone that the estimate (8) still counts.
    await database.db.execute(
      sql`delete from organizations where name in ('Org 1', 'Org 2', 'Org 3', 'Org 4', 'Org 5', 'Org 6')`,
    );
    // Estimate 8 <= 2 x 10: counted exactly.
    expect(await preparedTableTotal(organizations, 'test_total_cap_10', 10)(database.db)).toBe(2);
    // Estimate 8 > 2 x 3: the estimate answers without a count (until autovacuum analyzes again).
    expect(await preparedTableTotal(organizations, 'test_total_cap_3', 3)(database.db)).toBe(8);
  });
});
