import { ZId } from '@studydesk/contract';
import { z } from 'zod';
import type { RouteAccess, TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors/http-errors.ts';
import { assertStudent } from '../seating/plans.service.ts';

export const owner: RouteAccess = { roles: ['admin'], scope: 'tenant' };
export const desk: RouteAccess = { roles: ['admin', 'staff'], scope: 'tenant' };
export const everyone: RouteAccess = { roles: ['admin', 'staff', 'student'], scope: 'tenant' };
export const ZStudentParams = z.object({ studentId: ZId });

/** Students see only their own money; admin and staff any student of the library (else 404). */
export async function assertMayTouch(db: Db, actor: TenantActor, studentId: number) {
  if (actor.role === 'student' && actor.userId !== studentId) throw notFound('Student not found');
  await assertStudent(db, actor.tenantId, studentId);
}
