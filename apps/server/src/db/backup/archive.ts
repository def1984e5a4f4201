import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { compareDataKey, DataKeyError, RESTORE_KEY_REFUSAL } from '../../crypto/data-key-claim.ts';
import type { Db } from '../client.ts';
import { rowsOf } from '../rows.ts';
import { appliedMigrations, keptByDatabase, keptTables, listTables, type TableInfo } from './catalog.ts';

const FORMAT = 'studydesk-backup/1';
const PAGE = 2_000;

interface Header {
  format: string;
  createdAt: string;
  migrations: string[];
}

/**
 * A logical backup: every table's rows as JSON lines (bytea as hex), gzip-compressed, read in
 * one repeatable-read snapshot so the archive is consistent while the app keeps running.
 * Works the same on PGlite and PostgreSQL and needs no client binaries.
 */
export async function writeBackup(db: Db, file: string): Promise<{ tables: number; rows: number }> {
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(file));
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  let rows = 0;
  let tables = 0;
  await db.transaction(
    async (tx) => {
      const header: Header = {
        format: FORMAT,
        createdAt: new Date().toISOString(),
        migrations: await appliedMigrations(tx),
      };
      await write(JSON.stringify(header));
      for (const table of (await listTables(tx)).filter((t) => !keptByDatabase(t.name))) {
        tables++;
        await write(JSON.stringify({ table: table.name }));
        const key = sql.join(
          table.key.map((c) => sql`t.${sql.identifier(c)}`),
          sql`, `,
        );
        const keyValues = sql.join(
          table.key.map((c, i) => sql`t.${sql.identifier(c)} as ${sql.identifier(`k${i}`)}`),
          sql`, `,
        );
        let last: unknown[] | null = null;
        for (;;) {
          const after: unknown[] | null = last;
          const page: (Record<string, unknown> & { j: string })[] = rowsOf(
            await tx.execute(sql`
              select ${keyValues}, row_to_json(t)::text as j from ${sql.identifier(table.name)} t
              where ${
                after === null
                  ? sql`true`
                  : sql`(${key}) > (${sql.join(
                      after.map((v) => sql`${v}`),
                      sql`, `,
                    )})`
              }
              order by ${key} limit ${PAGE}`),
          );
          for (const r of page) await write(r.j);
          rows += page.length;
          const lastRow: Record<string, unknown> | undefined = page[page.length - 1];
          if (page.length < PAGE || !lastRow) break;
          last = table.key.map((_, i): unknown => lastRow[`k${i}`]);
        }
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  gzip.end();
  await written;
  return { tables, rows };
}

/**
 * Loads an archive into a migrated, empty database of the same schema version, in one
 * transaction; identity sequences continue after the restored ids. Refuses, restoring nothing,
 * unless `dataKey` (the target's DATA_KEY or data.key; null: none) sealed the archive's data.
 */
export async function restoreBackup(
  db: Db,
  file: string,
  dataKey: Buffer | null,
): Promise<{ tables: number; rows: number }> {
  const input = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  const iterator = input[Symbol.asyncIterator]();
  const first = await iterator.next();
  const header = first.done ? null : (JSON.parse(first.value) as Header);
  if (header?.format !== FORMAT) throw new Error(`${file} is not a StudyDesk backup`);
  const current = await appliedMigrations(db);
  if (header.migrations.join() !== current.join()) {
    throw new Error(
      `The backup is of schema version ${header.migrations.length}, this database is at ${current.length}: restore with the release that made it`,
    );
  }
  const tables = await listTables(db);
  for (const t of tables) {
    const [row] = rowsOf<{ any: boolean }>(
      await db.execute(sql`select exists (select 1 from ${sql.identifier(t.name)}) as any`),
    );
    if (row?.any && t.name !== 'platform_settings') {
      throw new Error(
        `The target database is not empty (table ${t.name} has rows): restore into an empty one`,
      );
    }
  }
  let rows = 0;
  let count = 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from platform_settings`);
    await switchKeptTriggers(tx, 'disable');
    let table: TableInfo | undefined;
    let batch: string[] = [];
    const flush = async () => {
      if (!table || !batch.length) return;
      const columns = sql.join(
        table.columns.map((c) => sql.identifier(c)),
        sql`, `,
      );
      await tx.execute(sql`
        insert into ${sql.identifier(table.name)} (${columns}) overriding system value
        select ${columns} from json_populate_recordset(null::${sql.identifier(table.name)}, ${`[${batch.join(',')}]`}::json)`);
      rows += batch.length;
      batch = [];
    };
    for (;;) {
      const next = await iterator.next();
      if (next.done) break;
      const line = next.value;
      if (line.startsWith('{"table":')) {
        await flush();
        const name = (JSON.parse(line) as { table: string }).table;
        table = tables.find((t) => t.name === name);
        if (!table || keptByDatabase(name)) throw new Error(`The backup holds an unknown table ${name}`);
        count++;
      } else if (line) {
        batch.push(line);
        if (batch.length >= PAGE) await flush();
      }
    }
    await flush();
    // A server on this key would answer 500 on every sealed Aadhaar: roll the whole load back.
    if ((await compareDataKey(tx, dataKey)) === 'other') throw new DataKeyError(RESTORE_KEY_REFUSAL);
    for (const k of keptTables) if (k.build) await tx.execute(k.build);
    await switchKeptTriggers(tx, 'enable');
    for (const t of tables) {
      for (const column of t.identity) {
        await tx.execute(sql`
          select setval(pg_get_serial_sequence(${t.name}, ${column}),
            coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(t.name)}), 0) + 1, false)`);
      }
    }
  });
  input.close();
  return { tables: count, rows };
}

/** Turns off (while their sources load) or on again the triggers that keep the kept tables. */
async function switchKeptTriggers(tx: Db, to: 'enable' | 'disable') {
  for (const k of keptTables) {
    for (const t of k.triggers) {
      await tx.execute(
        sql`alter table ${sql.identifier(t.source)} ${sql.raw(to)} trigger ${sql.identifier(t.name)}`,
      );
    }
  }
}
