/**
 * Fills a demo institute: one admin (library owner), two staff and a dozen students.
 * Uses the same configuration as the server (DATA_DIR or DATABASE_URL); run it while the
 * server is stopped when using the embedded database. Safe to run twice.
 */
import { eq } from 'drizzle-orm';
import { hashPassword } from '../apps/server/src/auth/password.ts';
import { bootstrap, describeCreatedSuperadmin } from '../apps/server/src/bootstrap.ts';
import { AadhaarVault } from '../apps/server/src/crypto/aadhaar-vault.ts';
import { claimDataKey } from '../apps/server/src/crypto/data-key-claim.ts';
import { admins, staff } from '../apps/server/src/db/schema/index.ts';
import { insertAdmin } from '../apps/server/src/modules/admins/admins.queries.ts';
import { insertStudent } from '../apps/server/src/modules/students/students.queries.ts';
import { indianName, indianPhone, validAadhaar } from '../apps/server/src/test/factories.ts';
import { openConfiguredDatabase } from './open-configured-database.ts';

const DEMO = {
  name: 'Saraswati Study Library',
  email: 'owner@demo.studydesk.in',
  password: 'Demo-Library-2026',
};
const COURSES = ['UPSC CSE', 'SSC CGL', 'NEET', 'JEE Main', 'CA Foundation', 'Bank PO'];

async function main() {
  const { config, database } = await openConfiguredDatabase();
  try {
    await database.migrate();
    // The key the server will start with, so the demo's Aadhaar numbers open there.
    const vault = new AadhaarVault(await claimDataKey(database.db, config));
    const boot = await bootstrap(database.db, config);
    if (boot.createdSuperadmin) {
      const url = `http://localhost:${config.PORT}`;
      process.stdout.write(`${describeCreatedSuperadmin(boot.createdSuperadmin, url).join('\n')}\n\n`);
    }
    const db = database.db;
    const [existing] = await db.select().from(admins).where(eq(admins.email, DEMO.email));
    if (existing) {
      process.stdout.write(`Demo institute already present: admin ${DEMO.email} / ${DEMO.password}\n`);
      return;
    }
    const passwordHash = await hashPassword(DEMO.password);
    const admin = await insertAdmin(db, { name: DEMO.name, email: DEMO.email, passwordHash });
    for (let i = 1; i <= 2; i++) {
      await db.insert(staff).values({
        adminId: admin.id,
        name: indianName(i + 40),
        email: `staff${i}@demo.studydesk.in`,
        phone: indianPhone(i + 40),
        passwordHash,
      });
    }
    for (let i = 1; i <= 12; i++) {
      await insertStudent(db, admin.id, {
        name: indianName(i),
        email: `student${i}@demo.studydesk.in`,
        phone: indianPhone(i),
        ...vault.seal(validAadhaar(i)),
        course: COURSES[i % COURSES.length] ?? 'UPSC CSE',
        address: `${10 + i}, MG Road, Pune`,
        passwordHash,
      });
    }
    const [row] = await db.select({ code: admins.joinCode }).from(admins).where(eq(admins.id, admin.id));
    process.stdout.write(
      [
        'Demo institute created. Every demo account uses the password Demo-Library-2026',
        `  admin:    ${DEMO.email}  (join code ${row?.code})`,
        '  staff:    staff1@demo.studydesk.in, staff2@demo.studydesk.in',
        '  students: student1@demo.studydesk.in ... student12@demo.studydesk.in',
        '',
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`seed:demo failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
