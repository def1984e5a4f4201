import type { TSuperadminSummary } from '@studydesk/contract';
import type { Actor } from '../../auth/actor.ts';
import { assertAcceptablePassword, hashPassword } from '../../auth/password.ts';
import { deleteSessionsOfUser } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { conflict, found, notFound } from '../../errors/http-errors.ts';
import {
  deleteSuperadmin,
  insertSuperadmin,
  listSuperadmins,
  lockSuperadminIds,
  superadminEmailTaken,
} from './superadmins.queries.ts';

const MISSING = 'Super admin not found.';

export const presentSuperadmin = (r: { id: number; email: string; createdAt: Date }): TSuperadminSummary => ({
  id: r.id,
  email: r.email,
  created_at: r.createdAt.toISOString(),
});

export const superadminList = async (db: Db) => (await listSuperadmins(db)).map(presentSuperadmin);

export async function addSuperadmin(db: Db, body: { email: string; password: string }) {
  assertAcceptablePassword(body.password);
  if (await superadminEmailTaken(db, body.email))
    throw conflict('A super admin with this email already exists.');
  return insertSuperadmin(db, { email: body.email, passwordHash: await hashPassword(body.password) });
}

/** There is always at least one super admin, and nobody removes themself; their sessions end. */
export async function removeSuperadmin(db: Db, actor: Actor, id: number) {
  if (id === actor.userId) throw conflict('You cannot delete your own super admin account.');
  const ids = await lockSuperadminIds(db);
  if (!ids.includes(id)) throw notFound(MISSING);
  if (ids.length <= 1) throw conflict('The last super admin cannot be deleted.');
  const row = found(await deleteSuperadmin(db, id), MISSING);
  await deleteSessionsOfUser(db, 'superadmin', row.id);
  return row;
}
