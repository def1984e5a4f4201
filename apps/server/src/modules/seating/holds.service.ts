import {
  formatDay,
  holdSegments,
  type THoldWindow,
  type TPlaceKind,
  timeOfMinute,
  windowWithout,
} from '@studydesk/contract';
import type { Db } from '../../db/client.ts';
import { PG_EXCLUSION_VIOLATION, pgCode } from '../../db/pg-errors.ts';
import { badRequest, conflict } from '../../errors/http-errors.ts';
import {
  findHoldInTheWay,
  findPlaceByLabel,
  type HoldSource,
  insertHolds,
  lockPlaceHolds,
  releaseHolds,
} from './holds.queries.ts';

const KIND_NAME: Record<TPlaceKind, string> = { seat: 'Seat', locker: 'Locker' };

/** The library's active seat or locker called `label`; anything else is a 400 naming it. */
export async function findActivePlace(db: Db, adminId: number, kind: TPlaceKind, label: string) {
  const row = await findPlaceByLabel(db, adminId, kind, label);
  if (!row) {
    throw badRequest(`${KIND_NAME[kind]} ${label} does not exist. Add it under Manage Seats first.`, {
      field: kind === 'seat' ? 'seat_number' : 'locker_number',
    });
  }
  if (!row.active) throw badRequest(`${KIND_NAME[kind]} ${row.label} is retired and cannot be held.`);
  return row;
}

/**
 * Makes `source` hold `placeId` over `window`, less the days in `except` (days a plan gave back),
 * replacing what it held before. The database's EXCLUDE constraint decides; a refusal becomes a 409
 * saying who holds the place and when.
 */
export async function placeHolds(
  db: Db,
  adminId: number,
  source: HoldSource,
  hold: {
    placeId: number;
    placeLabel: string;
    kind: TPlaceKind;
    studentId: number | null;
    window: THoldWindow;
    except?: readonly string[];
  },
) {
  // One transaction at a time writes a place's holds, until it commits. Two writing at once could
  // each wait on the other's rows in the EXCLUDE check (a window past midnight is two rows), and
  // PostgreSQL then aborts one as a deadlock: a 500 instead of "taken", 15 of 50 simultaneous
  // holds of one seat in a test under load. Queued, the later one finds the earlier's rows: a 409.
  await lockPlaceHolds(db, hold.placeId);
  await releaseHolds(db, adminId, source);
  const segments = windowWithout(hold.window, hold.except ?? []).flatMap(holdSegments);
  if (segments.length === 0) return;
  try {
    // A savepoint, so that the transaction can still read who holds the place after a refusal.
    await db.transaction((tx) =>
      insertHolds(tx, adminId, source, { placeId: hold.placeId, studentId: hold.studentId, segments }),
    );
  } catch (err) {
    if (pgCode(err) !== PG_EXCLUSION_VIOLATION) throw err;
    const holder = describeHolder(await findHoldInTheWay(db, hold.placeId, segments));
    throw conflict(
      `${KIND_NAME[hold.kind]} ${hold.placeLabel} is already taken at that time${holder ? `: ${holder}` : ''}.`,
    );
  }
}

/** 'Ravi Kumar holds it 28 Nov 2026 – 27 Dec 2026, 20:00–06:00' for the hold in the way. */
function describeHolder(row: Awaited<ReturnType<typeof findHoldInTheWay>>) {
  if (!row) return null;
  const window = (start: number | null, end: number | null) =>
    start === null || end === null || (start === 0 && end === 1440)
      ? 'all day'
      : `${timeOfMinute(start)}–${timeOfMinute(end)}`;
  if (row.bookedOn) {
    const who = row.student ?? `a booking by ${row.bookedBy}`;
    return `${who} on ${formatDay(row.bookedOn)}, ${window(row.bookedStart, row.bookedEnd)}`;
  }
  const period =
    row.planFrom && row.planTo ? `${formatDay(row.planFrom)} – ${formatDay(row.planTo)}` : 'these dates';
  return `${row.student ?? 'another plan'} holds it ${period}, ${window(row.planStart, row.planEnd)}`;
}
