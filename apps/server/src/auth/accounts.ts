import type { TLanguage, TRole } from '@studydesk/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { admins, staff, students, superadmins } from '../db/schema/index.ts';

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

/** Loads an account of the given role by id or email; null when absent. */
export async function findAccount(db: Db, role: TRole, lookup: Lookup): Promise<Account | null> {
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
    case 'staff': {
      const [row] = await db
        .select({ s: staff, adminName: admins.name, adminEmail: admins.email })
        .from(staff)
        .innerJoin(admins, eq(admins.id, staff.adminId))
        .where(where('staff', lookup))
        .limit(1);
      if (!row) return null;
      return {
        ...base(role, row.s),
        name: row.s.name,
        tenantId: row.s.adminId,
        adminName: row.adminName,
        adminEmail: row.adminEmail,
        phone: row.s.phone,
        joinCode: null,
      };
    }
    case 'student': {
      const [row] = await db
        .select({ s: students, adminName: admins.name, adminEmail: admins.email })
        .from(students)
        .innerJoin(admins, eq(admins.id, students.adminId))
        .where(where('student', lookup))
        .limit(1);
      if (!row) return null;
      return {
        ...base(role, row.s),
        name: row.s.name,
        tenantId: row.s.adminId,
        adminName: row.adminName,
        adminEmail: row.adminEmail,
        studentId: row.s.studentId,
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

/** Sets a new password hash and whether it must be changed at next sign-in. */
export async function setPasswordHash(
  db: Db,
  role: TRole,
  id: number,
  passwordHash: string,
  mustChangePassword: boolean,
): Promise<void> {
  const values = { passwordHash, mustChangePassword };
  switch (role) {
    case 'superadmin':
      await db.update(superadmins).set(values).where(eq(superadmins.id, id));
      return;
    case 'admin':
      await db.update(admins).set(values).where(eq(admins.id, id));
      return;
    case 'staff':
      await db.update(staff).set(values).where(eq(staff.id, id));
      return;
    case 'student':
      await db.update(students).set(values).where(eq(students.id, id));
      return;
  }
}

/** Keeps the language a person chose for the app with their account. */
export async function setLanguage(db: Db, role: TRole, id: number, language: TLanguage): Promise<void> {
  const table = tables[role];
  await db.update(table).set({ language }).where(eq(table.id, id));
}
