import type { TDoorDeviceCreated, TIdCardCode } from '@studydesk/contract';
import { addDays } from '@studydesk/contract';
import { expect } from 'vitest';
import { seatPlans } from '../db/schema/index.ts';
import { libraryNow } from '../tenancy/library-clock.ts';
import { type BuiltAdmin, buildStudent } from './factories.ts';
import type { LibraryFixture } from './library-fixture.ts';
import type { TestServer } from './server.ts';

/** The `Cookie` header of a kiosk paired through the API, as a tablet would hold it. */
export async function pairKiosk(t: TestServer, adminToken: string, name = 'Front door tablet') {
  const created = await t.request({
    method: 'POST',
    url: '/api/door-devices',
    token: adminToken,
    payload: { kind: 'kiosk', name },
  });
  if (created.statusCode !== 201) throw new Error(`kiosk not created: ${created.statusCode} ${created.body}`);
  const { device, pairing_url } = created.json<TDoorDeviceCreated>();
  const code = pairing_url?.split('#pair=')[1] ?? '';
  const paired = await t.request({ method: 'POST', url: '/api/kiosk/pair', payload: { code } });
  const cookie = [paired.headers['set-cookie']].flat()[0]?.split(';')[0];
  if (paired.statusCode !== 200 || !cookie) throw new Error(`kiosk not paired: ${paired.body}`);
  return { id: device.id, code, cookie };
}

/** Puts a student's card out or takes it back (the ID cards screen's button). */
export const toggleCardOf = (t: TestServer, id: number, idCardGenerated: boolean, token: string) =>
  t.request({
    method: 'PATCH',
    url: `/api/manage/students/${id}/toggle-id`,
    token,
    payload: { idCardGenerated },
  });

/** A seat plan for a card holder: ends in so many days, a window of minutes, a shift's name. */
export interface SeatPlanOfCard {
  endsInDays?: number;
  window?: [number, number];
  shift?: string;
}

/** A student of the library with their card out (QR and card number); `plan` gives them seat B-7. */
export async function cardHolder(
  t: LibraryFixture,
  plan: SeatPlanOfCard | null,
  admin: BuiltAdmin = t.admin,
  token: string = t.token,
) {
  const student = await buildStudent(t.db, { admin });
  const out = await toggleCardOf(t, student.id, true, token);
  expect(out.statusCode).toBe(200);
  const code = (
    await t.send('GET', `/api/manage/students/${student.id}/id-card`, undefined, token)
  ).json<TIdCardCode>();
  if (plan) {
    const { today } = await libraryNow(t.db, admin.id);
    await t.db.insert(seatPlans).values({
      adminId: admin.id,
      seatNumber: 'B-7',
      studentId: student.id,
      status: 'Active',
      shiftLabel: plan.shift ?? null,
      startsOn: addDays(today, -20),
      endsOn: addDays(today, plan.endsInDays ?? 30),
      startMinute: plan.window?.[0] ?? 0,
      endMinute: plan.window?.[1] ?? 1440,
    });
  }
  return { ...student, qr: code.qr, cardNumber: code.card_number };
}
