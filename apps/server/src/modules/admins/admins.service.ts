import type { TAddAdminRequest } from '@studydesk/contract';
import { assertAcceptablePassword, hashPassword } from '../../auth/password.ts';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../errors/http-errors.ts';
import { adminEmailTaken, insertAdmin } from './admins.queries.ts';

/** Superadmin adds a library owner (a new tenant). */
export async function addAdmin(db: Db, body: TAddAdminRequest) {
  assertAcceptablePassword(body.password);
  if (await adminEmailTaken(db, body.email)) throw conflict('An admin with this email already exists.');
  return insertAdmin(db, {
    name: body.name,
    email: body.email,
    passwordHash: await hashPassword(body.password),
  });
}
