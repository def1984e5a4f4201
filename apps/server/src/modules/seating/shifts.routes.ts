import { formatShiftDuration, type TShift, ZShift, ZShiftList, ZShiftRequest } from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { registerCatalogRoutes } from '../../http/catalog-routes.ts';
import { toPaise, toRupees } from '../../money.ts';
import { deleteShift, listShifts, type ShiftRow, type ShiftValues } from './shifts.queries.ts';
import { addShift, editShift } from './shifts.service.ts';

const present = (s: ShiftRow): TShift => ({
  id: s.id,
  name: s.name,
  start_time: s.startTime.slice(0, 5),
  end_time: s.endTime.slice(0, 5),
  duration: formatShiftDuration(s.durationMinutes),
  duration_minutes: s.durationMinutes,
  status: s.status as 'Active' | 'Inactive',
  price: s.pricePaise === null ? null : toRupees(s.pricePaise),
  created_at: s.createdAt.toISOString(),
  updated_at: s.updatedAt.toISOString(),
});

const values = (body: z.output<typeof ZShiftRequest>): ShiftValues => ({
  name: body.name,
  startTime: body.start_time,
  endTime: body.end_time,
  status: body.status,
  // Left out (the spec's clients never send it): an edit keeps the shift's price.
  ...(body.price === undefined ? {} : { pricePaise: body.price === null ? null : toPaise(body.price) }),
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
