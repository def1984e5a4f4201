import { and, asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { students } from '../../db/schema/index.ts';
import { ofTenant } from '../../db/tenant-rows.ts';

/** The library's first-registered student whose mobile number ends in these 10 digits. */
export async function findStudentByMobile(db: Db, adminId: number, mobile: string) {
  const [row] = await db
    .select({ id: students.id, name: students.name })
    .from(students)
    .where(
      and(
        ofTenant(students, adminId),
        sql`right(regexp_replace(${students.phone}, '[^0-9]', '', 'g'), 10) = ${mobile}`,
      ),
    )
    .orderBy(asc(students.createdAt), asc(students.id))
    .limit(1);
  return row ?? null;
}
