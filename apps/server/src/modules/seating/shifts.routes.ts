import { formatShiftDuration, type TShift, ZShift, ZShiftList, ZShiftRequest } from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { registerCatalogRoutes } from '../../http/catalog-routes.ts';
import { deleteShift, listShifts, type ShiftRow } from './shifts.queries.ts';
import { addShift, editShift } from './shifts.service.ts';

const present = (s: ShiftRow): TShift => ({
  id: s.id,
  name: s.name,
  start_time: s.startTime.slice(0, 5),
  end_time: s.endTime.slice(0, 5),
  duration: formatShiftDuration(s.durationMinutes),
  duration_minutes: s.durationMinutes,
  status: s.status as 'Active' | 'Inactive',
  created_at: s.createdAt.toISOString(),
  updated_at: s.updatedAt.toISOString(),
});

const values = (body: { name: string; start_time: string; end_time: string; status: string }) => ({
  name: body.name,
  startTime: body.start_time,
  endTime: body.end_time,
  status: body.status,
});

/** Shifts (time slots of the day); an end before the start runs into the next day. */
export function shiftsRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) =>
    registerCatalogRoutes(app, {
      path: '/shifts',
      name: 'shift',
      tag: 'seating',
      body: ZShiftRequest,
      item: ZShift,
      list: ZShiftList,
      deleted: 'Shift deleted successfully',
      present,
      rows: listShifts,
      values,
      insert: addShift,
      update: editShift,
      remove: deleteShift,
    });
}
