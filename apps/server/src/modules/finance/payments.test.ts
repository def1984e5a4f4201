import type { TPayment, TStaffHome } from '@studydesk/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments, uploads } from '../../db/schema/index.ts';
import { outcomeOf } from '../../test/db-outcome.ts';
import { buildAdmin, buildStudent, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { useLibrary } from '../../test/library-fixture.ts';
import { multipart, PNG_1PX } from '../../test/multipart.ts';

const t = useLibrary({ adminName: 'Gyan Reading Room', staff: true });
const { send } = t;

beforeAll(async () => {
  await send('PUT', '/api/auth/admin/setting/update-settings', {
    totalSeats: 10,
    totalLockers: 5,
    upiId: 'gyan@okbank',
  });
});

/** A student of the library, signed in. */
async function signedInStudent() {
  const student = await buildStudent(t.db, { admin: t.admin });
  return { student, token: await t.login('student', student.email, DEFAULT_PASSWORD) };
}

const pay = (studentId: number, token: string, body: object = {}, key?: string) =>
  send(
    'POST',
    '/api/payments',
    { student_id: studentId, amount: 800, ...body },
    token,
    key ? { 'idempotency-key': key } : {},
  );

const queue = async () =>
  (await send('GET', '/api/payments/pending?limit=500', undefined, t.staffToken)).json<TPayment[]>();

const sendScreenshot = (id: number, token: string, content: Buffer, field = 'screenshot') => {
  const form = multipart({}, { field, filename: 'upi.png', content, type: 'image/png' });
  return t.request({
    method: 'POST',
    url: `/api/payments/${id}/screenshot`,
    token,
    payload: form.payload,
    headers: form.headers,
  });
};

describe("a payment without a UTR stays the student's own", () => {
  it('Pay twice is one unfinished payment, never in the desk queue, until the UTR sends it', async () => {
    const { student, token } = await signedInStudent();
    const first = await pay(student.id, token, {}, 'pay-1');
    expect(first.statusCode).toBe(201);
    const started = first.json<{ message: string; payment: TPayment }>();
    expect(started.payment).toMatchObject({ status: 'Unfinished', amount: 800, utr: '', screenshot: null });
    expect(started.message).toContain('only then does the library see your payment');
    expect(started.payment.upi_uri).toContain('am=800.00');

    // Pressed again (a new submission, a new key), or for a plan: the same payment, now for that.
    const again = await pay(student.id, token, {}, 'pay-2');
    expect(again.json<{ id: number }>().id).toBe(started.payment.id);
    const plan = await send('POST', '/api/auth/plane', { name: 'Monthly', duration_days: 30, price: 1200 });
    const forPlan = await pay(student.id, token, { plan_id: plan.json<{ id: number }>().id }, 'pay-3');
    expect(forPlan.json<{ payment: TPayment }>().payment).toMatchObject({
      id: started.payment.id,
      amount: 1200,
      description: 'Monthly (30 days)',
      status: 'Unfinished',
    });
    // The first key replays its first answer.
    const replay = await pay(student.id, token, {}, 'pay-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());

    // The desk sees nothing: not in the queue, its count, the student's list, nor can it decide it.
    expect((await queue()).map((p) => p.id)).not.toContain(started.payment.id);
    const staffHome = await send('GET', '/api/dashboard/staff', undefined, t.staffToken);
    expect(staffHome.json<TStaffHome>().payments_to_confirm).toBe(0);
    expect(
      (await send('GET', `/api/payments/${student.id}`, undefined, t.staffToken)).json<TPayment[]>(),
    ).toEqual([]);
    const refused = await send('POST', `/api/payments/${started.payment.id}/confirm`, {}, t.staffToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This payment has not been sent yet: it needs a UTR or a screenshot of the UPI receipt.',
    );
    expect(
      (await send('POST', `/api/payments/${started.payment.id}/reject`, { reason: 'x' }, t.staffToken))
        .statusCode,
    ).toBe(409);
    // The student sees it, Unfinished.
    const own = (await send('GET', `/api/payments/${student.id}`, undefined, token)).json<TPayment[]>();
    expect(own.map((p) => [p.id, p.status])).toEqual([[started.payment.id, 'Unfinished']]);

    // With the UTR it reaches the desk, with the same Confirm as any.
    const withUtr = await send(
      'PUT',
      `/api/payments/${started.payment.id}/utr`,
      { utr: 'UTR80080080' },
      token,
    );
    expect(withUtr.json<TPayment>()).toMatchObject({ status: 'Pending', utr: 'UTR80080080' });
    expect((await queue()).find((p) => p.id === started.payment.id)).toMatchObject({ utr: 'UTR80080080' });
    expect(
      (await send('GET', '/api/dashboard/staff', undefined, t.staffToken)).json<TStaffHome>()
        .payments_to_confirm,
    ).toBe(1);
    expect(
      (await send('PUT', `/api/payments/${started.payment.id}/utr`, { utr: '' }, token)).statusCode,
    ).toBe(400);
    // The next Pay starts another payment; the sent one stays as it is.
    const next = await pay(student.id, token, { amount: 50 });
    expect(next.json<{ id: number }>().id).not.toBe(started.payment.id);
    const confirmed = await send('POST', `/api/payments/${started.payment.id}/confirm`, {}, t.staffToken);
    expect(confirmed.statusCode).toBe(200);
  });

  it('many Pays at once, each with its own key, still make one unfinished payment', async () => {
    const { student, token } = await signedInStudent();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => pay(student.id, token, { amount: 100 + i }, `burst-${i}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.json<{ id: number }>().id)).size).toBe(1);
    const rows = await t.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.adminId, t.admin.id), eq(payments.studentId, student.id)));
    expect(rows).toHaveLength(1);
  });

  it('a UTR given with Pay sends it to the desk at once; the database holds one unfinished per student', async () => {
    const { student, token } = await signedInStudent();
    const sent = await pay(student.id, token, { utr: 'UTR1234567' });
    expect(sent.json<{ message: string; payment: TPayment }>()).toMatchObject({
      message: 'Payment sent for confirmation. It shows as Pending until the library confirms it.',
      payment: { status: 'Pending', utr: 'UTR1234567' },
    });
    expect((await queue()).map((p) => p.id)).toContain(sent.json<{ id: number }>().id);
    const unfinished = { adminId: t.admin.id, studentId: student.id, amountPaise: 100, status: 'Unfinished' };
    expect(await outcomeOf(t.db.insert(payments).values(unfinished))).toBe('done');
    expect(await outcomeOf(t.db.insert(payments).values(unfinished))).toContain('payments_unfinished_uq');
    // Another student, or another library's, has their own.
    const other = await buildStudent(t.db, { admin: t.admin });
    expect(await outcomeOf(t.db.insert(payments).values({ ...unfinished, studentId: other.id }))).toBe(
      'done',
    );
  });
});

describe('a screenshot of the UPI receipt', () => {
  it('sends the payment to the desk, stored like photos; the desk and the student see it, nobody else', async () => {
    const { student, token } = await signedInStudent();
    const { id } = (await pay(student.id, token)).json<{ id: number }>();
    const sent = await sendScreenshot(id, token, PNG_1PX);
    expect(sent.statusCode, sent.body).toBe(200);
    const payment = sent.json<TPayment>();
    expect(payment).toMatchObject({ status: 'Pending', utr: '' });
    expect(payment.screenshot).toMatch(/^uploads\/payments\/[0-9a-f]{32}\.png$/);
    expect((await queue()).find((p) => p.id === id)?.screenshot).toBe(payment.screenshot);

    for (const who of [t.staffToken, t.token, token]) {
      const image = await send('GET', `/api/${payment.screenshot}`, undefined, who);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.equals(PNG_1PX)).toBe(true);
    }
    const { token: otherToken } = await signedInStudent();
    expect((await send('GET', `/api/${payment.screenshot}`, undefined, otherToken)).statusCode).toBe(404);
    const elsewhere = await buildAdmin(t.db);
    const elsewhereToken = await t.login('admin', elsewhere.email, DEFAULT_PASSWORD);
    expect((await send('GET', `/api/${payment.screenshot}`, undefined, elsewhereToken)).statusCode).toBe(404);

    // Another student cannot send one for it; a newer screenshot replaces the older image.
    expect((await sendScreenshot(id, otherToken, PNG_1PX)).statusCode).toBe(404);
    const replaced = (await sendScreenshot(id, token, PNG_1PX)).json<TPayment>();
    expect(replaced.screenshot).not.toBe(payment.screenshot);
    expect((await send('GET', `/api/${payment.screenshot}`, undefined, token)).statusCode).toBe(404);

    // Confirmed, it is no longer open; deleting the student deletes the image.
    expect((await send('POST', `/api/payments/${id}/confirm`, {}, t.staffToken)).statusCode).toBe(200);
    expect((await sendScreenshot(id, token, PNG_1PX)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/manage/students/${student.id}`)).statusCode).toBe(200);
    const left = await t.db
      .select({ path: uploads.path })
      .from(uploads)
      .where(sql`${uploads.path} = ${replaced.screenshot}`);
    expect(left).toEqual([]);
  });

  it('refuses what is not an image, no file, and more than 2 MB, leaving the payment unfinished', async () => {
    const { student, token } = await signedInStudent();
    const { id } = (await pay(student.id, token)).json<{ id: number }>();
    const text = await sendScreenshot(id, token, Buffer.from('not an image at all'));
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Only images (JPEG, PNG, WebP or GIF) can be uploaded.');
    const none = await send('POST', `/api/payments/${id}/screenshot`, {}, token);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose a screenshot of the UPI receipt.');
    const wrongField = await sendScreenshot(id, token, PNG_1PX, 'photo');
    expect(wrongField.statusCode).toBe(400);
    const huge = await sendScreenshot(id, token, Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    const own = (await send('GET', `/api/payments/${student.id}`, undefined, token)).json<TPayment[]>();
    expect(own.map((p) => [p.status, p.screenshot])).toEqual([['Unfinished', null]]);
  });
});
