import type { TInstituteRequest } from '@studydesk/contract';
import type { Db } from '../../db/client.ts';
import { badRequest, found } from '../../errors/http-errors.ts';
import { libraryIdByEmail } from '../../tenancy/tenancy.queries.ts';
import { findInstitute, insertInstitute, updateInstitute } from './institutes.queries.ts';

const MISSING = 'Institute not found.';

/** The institute's row values: its owner is the admin the form names by email (400 when none has it). */
async function instituteValues(db: Db, body: TInstituteRequest) {
  const adminId = await libraryIdByEmail(db, body.adminEmail);
  if (adminId === null) {
    throw badRequest('No admin has that email.', {
      issues: [{ field: 'adminEmail', message: 'Unknown admin' }],
    });
  }
  return { adminId, name: body.name, address: body.address ?? '', contact: body.contact ?? '' };
}

export async function addInstitute(db: Db, body: TInstituteRequest) {
  const values = await instituteValues(db, body);
  const { id } = await insertInstitute(db, values);
  return found(await findInstitute(db, id), MISSING);
}

export async function editInstitute(db: Db, id: number, body: TInstituteRequest) {
  const values = await instituteValues(db, body);
  const row = found(await updateInstitute(db, id, values), MISSING);
  return found(await findInstitute(db, row.id), MISSING);
}
