import { addDays, formatDay, type TIdCardCode, type TSeatPlan } from '@studydesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { libraryToday } from '../../tenancy/library-clock.ts';
import { buildStudent, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { useLibrary } from '../../test/library-fixture.ts';
import { pdfText } from '../../test/pdf-text.ts';

/** What an ID card says of the student's seat: the seat and last day of the current seat plan. */
const t = useLibrary({ seats: ['C-5', 'C-6', 'C-7'] });
const { send } = t;

let today: string;
beforeAll(async () => {
  today = await libraryToday(t.db, t.admin.id);
});

/** A student of the library whose card is out. */
async function carded() {
  const student = await buildStudent(t.db, { admin: t.admin });
  const res = await t.request({
    method: 'PATCH',
    url: `/api/manage/students/${student.id}/toggle-id`,
    token: t.token,
    payload: { idCardGenerated: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  return student;
}

const seatPlan = async (body: object) => {
  const res = await send('POST', '/api/auth/seat', { duration: '30 Days', price: 900, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TSeatPlan>();
};

const codeOf = async (id: number) =>
  (await send('GET', `/api/manage/students/${id}/id-card`)).json<TIdCardCode>();

describe('the ID card', () => {
  it("prints the current plan's seat and last day, on screen and in both PDFs", async () => {
    const student = await carded();
    // An old plan, ended: not the card's.
    await seatPlan({ seat_number: 'C-7', student_id: student.id, starts_on: addDays(today, -40) });
    const current = await seatPlan({
      seat_number: 'C-5',
      student_id: student.id,
      starts_on: addDays(today, -5),
    });
    // Its renewal, from the day after: the card shows the plan running today.
    const renewed = await send('POST', `/api/auth/seat/${current.id}/renew`, {});
    expect(renewed.statusCode, renewed.body).toBe(201);
    const code = await codeOf(student.id);
    expect(code).toMatchObject({ seat: 'C-5', valid_till: addDays(today, 24) });
    const own = await t.login('student', student.email, DEFAULT_PASSWORD);
    expect((await send('GET', '/api/auth/student/me/id-card', undefined, own)).json()).toEqual(code);

    const card = await send('GET', `/api/manage/students/${student.id}/id-card.pdf`);
    expect(card.statusCode).toBe(200);
    const text = await pdfText(card.rawPayload);
    expect(text).toContain('Seat: C-5');
    expect(text).toContain('Valid Till');
    expect(text).toContain(formatDay(addDays(today, 24)));
    const sheet = await send('GET', `/api/manage/students/id-cards.pdf?students=${student.id}`);
    expect(sheet.statusCode).toBe(200);
    expect(await pdfText(sheet.rawPayload)).toContain('Seat: C-5');
  });

  it('shows the next plan before it starts, and a dash without one', async () => {
    const waiting = await carded();
    await seatPlan({ seat_number: 'C-6', student_id: waiting.id, starts_on: addDays(today, 3) });
    expect(await codeOf(waiting.id)).toMatchObject({ seat: 'C-6', valid_till: addDays(today, 32) });

    const none = await carded();
    expect(await codeOf(none.id)).toMatchObject({ seat: null, valid_till: null });
    const text = await pdfText((await send('GET', `/api/manage/students/${none.id}/id-card.pdf`)).rawPayload);
    expect(text).toContain('Seat: —');
    expect(text).not.toContain('Seat: C-');
  });
});
