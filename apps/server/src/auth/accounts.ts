import type { TLanguage, TRole } from '@studydesk/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { admins, staff, students, superadmins } from '../db/schema/index.ts';
import { accountByEmail } from '../tenancy/directory.queries.ts';

/** One account of any role, with what sign-in, sessions and presenters need. */
export interface Account {
  role: TRole;
  id: number;
  email: string;
  name: string;
  passwordHash: string;
  mustChangePassword: boolean;
  tenantId: number | null;
  adminName: string | null;
  adminEmail: string | null;
  studentId: string | null;
  phone: string | null;
  joinCode: string | null;
  language: TLanguage;
}

type Lookup = { id: number } | { email: string };

const tables = { superadmin: superadmins, admin: admins, staff, student: students } as const;

function where(role: TRole, lookup: Lookup) {
  const table = tables[role];
  return 'id' in lookup ? eq(table.id, lookup.id) : eq(table.email, lookup.email);
}

/**
 * Loads an account of the given role by id or email; null when absent. A library's account is
 * found by email through the directory (emails are unique across libraries there, 0037).
 */
export async function findAccount(db: Db, role: TRole, lookup: Lookup): Promise<Account | null> {
  if (role !== 'superadmin' && 'email' in lookup) {
    const known = await accountByEmail(db, role, lookup.email);
    return known ? findAccount(db, role, { id: known.userId }) : null;
  }
  switch (role) {
    case 'superadmin': {
      const [row] = await db.select().from(superadmins).where(where('superadmin', lookup)).limit(1);
      if (!row) return null;
      return { ...base(role, row), name: 'Super Admin', tenantId: null, joinCode: null };
    }
    case 'admin': {
      const [row] = await db.select().from(admins).where(where('admin', lookup)).limit(1);
      if (!row) return null;
      return { ...base(role, row), name: row.name, tenantId: row.id, joinCode: row.joinCode };
    }
    case 'staff':
    case 'student': {
      const table = role === 'staff' ? staff : students;
      const [row] = await db
        .select({ s: table, adminName: admins.name, adminEmail: admins.email })
        .from(table)
        .innerJoin(admins, eq(admins.id, table.adminId))
        .where(where(role, lookup))
        .limit(1);
      if (!row) return null;
      return {
        ...base(role, row.s),
        name: row.s.name,
        tenantId: row.s.adminId,
        adminName: row.adminName,
        adminEmail: row.adminEmail,
        studentId: 'studentId' in row.s ? row.s.studentId : null,
        phone: row.s.phone,
        joinCode: null,
      };
    }
  }
}

function base(
  role: TRole,
  row: { id: number; email: string; passwordHash: string; mustChangePassword: boolean; language: TLanguage },
): Omit<Account, 'name' | 'tenantId' | 'joinCode'> {
  return {
    role,
    id: row.id,
    email: row.email,
    passwordHash: row.passwordHash,
    mustChangePassword: row.mustChangePassword,
    language: row.language,
    adminName: null,
    adminEmail: null,
    studentId: null,
    phone: null,
  };
}

/** Sets a new password hash and whether it must be changed at next sign-in; false when the account is gone. */
export async function setPasswordHash(
  db: Db,
  role: TRole,
  id: number,
  passwordHash: string,
  mustChangePassword: boolean,
): Promise<boolean> {
  const table = tables[role];
  const rows = await db
    .update(table)
    .set({ passwordHash, mustChangePassword })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** Keeps the language a person chose for the app with their account. */
export async function setLanguage(db: Db, role: TRole, id: number, language: TLanguage): Promise<void> {
  const table = tables[role];
  await db.update(table).set({ language }).where(eq(table.id, id));
}
