import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { toPaise } from '../../money.ts';
import { assertStudentInReach } from '../../tenancy/tenant-assertions.ts';
import { createStudentPayment, listPayments, paymentOf } from './payments.queries.ts';

/** A student's payments; a student reads only their own. */
export async function paymentsOfStudent(
  db: Db,
  actor: TenantActor,
  studentId: number,
  page: { limit: number; offset: number },
) {
  await assertStudentInReach(db, actor, studentId);
  return listPayments(db, actor.tenantId, { ...page, studentId });
}

/** A payment a student (or their admin) sends for the desk to confirm; it stays Pending until then. */
export async function sendPayment(
  db: Db,
  actor: TenantActor,
  body: { student_id: number; amount: number; plan_id?: number; utr: string },
) {
  await assertStudentInReach(db, actor, body.student_id);
  const row = await createStudentPayment(db, actor.tenantId, {
    studentId: body.student_id,
    amountPaise: toPaise(body.amount),
    planId: body.plan_id,
    utr: body.utr,
  });
  return { row, payment: await paymentOf(db, actor.tenantId, row.id) };
}
