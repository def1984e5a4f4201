import {
  formatShiftLabel,
  reminderLink,
  type TLead,
  type ZLeadConvertRequest,
  type ZLeadsQuery,
  type ZLeadUpdateRequest,
} from '@studydesk/contract';
import type { z } from 'zod';
import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { conflict, found, notFound } from '../../errors/http-errors.ts';
import { libraryHeading } from '../institutes/institutes.queries.ts';
import { findStudent } from '../students/students.queries.ts';
import { findLead, type LeadRow, leadsPage, updateLead } from './leads.queries.ts';

const LEAD_NOT_FOUND = 'Enquiry not found.';

function presentLead(row: LeadRow, library: string): TLead {
  const shift =
    row.shiftName && row.shiftStart && row.shiftEnd
      ? formatShiftLabel({ name: row.shiftName, startTime: row.shiftStart, endTime: row.shiftEnd })
      : null;
  const message = `Hello ${row.name}, this is ${library}. Thank you for your enquiry${shift ? ` about the ${shift} shift` : ''}. When would you like to visit?`;
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    shift_id: row.shiftId,
    shift,
    status: row.status,
    follow_up_on: row.followUpOn,
    notes: row.notes,
    student_id: row.studentId,
    created_at: row.createdAt.toISOString(),
    whatsapp_url: reminderLink('whatsapp', `+91${row.phone}`, message),
  };
}

export async function leadList(db: Db, actor: TenantActor, query: z.output<typeof ZLeadsQuery>) {
  const [{ rows, total }, heading] = await Promise.all([
    leadsPage(db, actor.tenantId, query),
    libraryHeading(db, actor.tenantId),
  ]);
  return { rows: rows.map((r) => presentLead(r, heading.name)), total };
}

async function readLead(db: Db, adminId: number, id: number) {
  const [row, heading] = await Promise.all([findLead(db, adminId, id), libraryHeading(db, adminId)]);
  return presentLead(found(row, LEAD_NOT_FOUND), heading.name);
}

/** Status, follow-up date and notes, as the desk follows the enquiry up. */
export async function changeLead(
  db: Db,
  actor: TenantActor,
  id: number,
  body: z.output<typeof ZLeadUpdateRequest>,
) {
  const lead = found(await findLead(db, actor.tenantId, id), LEAD_NOT_FOUND);
  if (body.status && body.status !== 'joined' && lead.studentId !== null) {
    throw conflict(`${lead.name} already joined as a student.`);
  }
  await updateLead(db, actor.tenantId, id, {
    ...(body.status ? { status: body.status } : {}),
    ...(body.follow_up_on !== undefined ? { followUpOn: body.follow_up_on } : {}),
    ...(body.notes !== undefined ? { notes: body.notes } : {}),
  });
  return readLead(db, actor.tenantId, id);
}

/** The lead joined: the student the admission form made from it is linked, and it is 'joined'. */
export async function convertLead(
  db: Db,
  actor: TenantActor,
  id: number,
  body: z.output<typeof ZLeadConvertRequest>,
) {
  const adminId = actor.tenantId;
  const lead = found(await findLead(db, adminId, id), LEAD_NOT_FOUND);
  if (!(await findStudent(db, adminId, body.student_id))) throw notFound('Student not found');
  if (lead.studentId !== null && lead.studentId !== body.student_id) {
    throw conflict(`${lead.name} already joined as another student.`);
  }
  await updateLead(db, adminId, id, { status: 'joined', studentId: body.student_id, followUpOn: null });
  return readLead(db, adminId, id);
}
