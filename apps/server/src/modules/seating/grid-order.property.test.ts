import { sortByLabel, type TOccupancyGrid } from '@studydesk/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPlaces } from '../../test/factories.ts';
import { useLibrary } from '../../test/library-fixture.ts';

/**
 * The grid's pages, read in turn, are the library's active seats in sortByLabel's order. Random
 * labels of letters, marks, numbers with and without leading zeros, and now and then a character
 * outside the plain ones.
 */
const t = useLibrary();

const part = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('A', 'a', 'b', 'B', 'S-', 'G ', '.', '/', 'z', 'Row ') },
  { weight: 6, arbitrary: fc.nat(150).map(String) },
  { weight: 2, arbitrary: fc.constantFrom('0', '00', '007', '010', '12345678901234567') },
  { weight: 1, arbitrary: fc.constantFrom('Ä', '#', 'é') },
);
const label = fc
  .array(part, { minLength: 1, maxLength: 4 })
  .map((parts) => parts.join(''))
  .filter((l) => l.length <= 20);
/** The seat numbers of every page of the grid, read in turn `limit` at a time. */
async function pagesInTurn(limit: number, expectedTotal: number) {
  const seen: string[] = [];
  for (let offset = 0; offset < expectedTotal; offset += limit) {
    const res = await t.send('GET', `/api/auth/seat/occupancy/grid?limit=${limit}&offset=${offset}`);
    expect(res.statusCode).toBe(200);
    const grid = res.json<TOccupancyGrid>();
    expect(grid.total_seats).toBe(expectedTotal);
    seen.push(...grid.seats.map((s) => s.seat_number));
  }
  return seen;
}

describe("the grid's order of seats", () => {
  it('pages of the grid, read in turn, are the seats in sortByLabel order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(label, { minLength: 1, maxLength: 24, selector: (l) => l.toLowerCase() }),
        fc.integer({ min: 1, max: 7 }),
        async (labels, limit) => {
          await t.db.execute(sql`delete from places where admin_id = ${t.admin.id}`);
          await buildPlaces(t.db, t.admin, 'seat', labels);
          expect(await pagesInTurn(limit, labels.length)).toEqual(sortByLabel(labels, (l) => l));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('pages in that order, retired seats left out, by any page size', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(label, { minLength: 1, maxLength: 30, selector: (l) => l.toLowerCase() }),
        fc.constantFrom(1, 3, 7, 10, 25, 100),
        fc.nat(),
        async (labels, limit, retiredAt) => {
          await t.db.execute(sql`delete from places where admin_id = ${t.admin.id}`);
          await buildPlaces(t.db, t.admin, 'seat', labels);
          const retired = labels[retiredAt % labels.length] as string;
          await t.db.execute(
            sql`update places set active = false where admin_id = ${t.admin.id} and label = ${retired}`,
          );
          const active = labels.filter((l) => l !== retired);
          expect(await pagesInTurn(limit, active.length)).toEqual(sortByLabel(active, (l) => l));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('labels that share a key ("A1" and "a01") and the seats retired keep the same order', async () => {
    await t.db.execute(sql`delete from places where admin_id = ${t.admin.id}`);
    // Made in this order, "A1" has the lower id: by key and id it would come first.
    const labels = ['A1', 'a01', 'A10', 'A2', 'b1'];
    await buildPlaces(t.db, t.admin, 'seat', labels);
    await buildPlaces(t.db, t.admin, 'seat', ['A3']);
    await t.db.execute(sql`update places set active = false where admin_id = ${t.admin.id} and label = 'A3'`);
    const sorted = sortByLabel(labels, (l) => l);
    expect(sorted.slice(0, 2)).toEqual(['a01', 'A1']);
    // Every page size, so that a page starts and ends between the two, and beside them.
    for (const limit of [1, 2, 3, 5]) {
      expect(await pagesInTurn(limit, labels.length), `by ${limit}`).toEqual(sorted);
    }
  });
});
