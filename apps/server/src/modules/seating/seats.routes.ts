import { type TSeat, ZSeat, ZSeatList, ZSeatRequest } from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { registerCatalogRoutes } from '../../http/catalog-routes.ts';
import { deleteSeatSlot, listSeatSlots, type SeatSlotRow } from './seats.queries.ts';
import { addSeatSlot, changeSeatSlot } from './seats.service.ts';

const present = (s: SeatSlotRow): TSeat => ({
  id: s.id,
  seat_number: s.seatNumber,
  shift_start: s.shiftStart.slice(0, 5),
  shift_end: s.shiftEnd.slice(0, 5),
});

const values = (body: { seat_number: string; shift_start: string; shift_end: string }) => ({
  seatNumber: body.seat_number,
  shiftStart: body.shift_start,
  shiftEnd: body.shift_end,
});

/** Manage Seats & Time Slots: which seat numbers exist for which hours. */
export function seatsRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) =>
    registerCatalogRoutes(app, {
      path: '/seats',
      name: 'seat',
      tag: 'seating',
      body: ZSeatRequest,
      item: ZSeat,
      list: ZSeatList,
      deleted: 'Seat deleted successfully',
      present,
      rows: listSeatSlots,
      values,
      insert: addSeatSlot,
      update: changeSeatSlot,
      remove: deleteSeatSlot,
    });
}
