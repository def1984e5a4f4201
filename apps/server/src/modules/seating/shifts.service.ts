import type { Db } from '../../db/client.ts';
import { conflict } from '../../errors/http-errors.ts';
import { insertShift, relabelShift, type ShiftValues, shiftNamed, updateShift } from './shifts.queries.ts';

/** 409 when another shift of the library has this name (whatever the case); the unique index backs it. */
async function assertNameFree(db: Db, adminId: number, name: string, exceptId: number | null) {
  if (await shiftNamed(db, adminId, name, exceptId)) {
    throw conflict(`A shift named "${name}" already exists. Choose another name.`);
  }
}

export async function addShift(db: Db, adminId: number, values: ShiftValues) {
  await assertNameFree(db, adminId, values.name, null);
  return insertShift(db, adminId, values);
}

/** A renamed shift relabels its plans and desk bookings. */
export async function editShift(db: Db, adminId: number, id: number, values: ShiftValues) {
  await assertNameFree(db, adminId, values.name, id);
  const row = await updateShift(db, adminId, id, values);
  await relabelShift(db, adminId, id, row.name);
  return row;
}
