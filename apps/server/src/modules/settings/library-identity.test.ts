import type { TInstitute, TLibraryIdentity, TReceipt, TReminderPrepared, TShift } from '@studydesk/contract';
import { describe, expect, it } from 'vitest';
import { buildStudent, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { useLibrary } from '../../test/library-fixture.ts';
import { multipart, PNG_1PX } from '../../test/multipart.ts';
import { pdfText } from '../../test/pdf-text.ts';

const t = useLibrary({ adminName: 'Asha Owner', staff: true, seats: ['S-1'] });
const { send } = t;

const IDENTITY = {
  name: 'Vidya Study Point',
  address: '4 Station Road\nNagpur',
  phone: '9876501234',
  upiId: 'vidya@okaxis',
};

const uploadLogo = (content: Buffer, token = t.token) => {
  const form = multipart({}, { field: 'logo', filename: 'logo.png', content, type: 'image/png' });
  return t.request({
    method: 'POST',
    url: '/api/auth/admin/setting/logo',
    token,
    payload: form.payload,
    headers: form.headers,
  });
};

describe('the library identity', () => {
  it('the owner names the library; receipts, ID cards, reminders and the student home show it', async () => {
    const before = (await send('GET', '/api/auth/admin/setting/identity')).json<TLibraryIdentity>();
    expect(before).toMatchObject({ name: 'Asha Owner', logo: null });

    const saved = await send('PUT', '/api/auth/admin/setting/identity', IDENTITY);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ...IDENTITY, logo: null });
    const logo = await uploadLogo(PNG_1PX);
    expect(logo.statusCode, logo.body).toBe(200);
    const logoPath = logo.json<TLibraryIdentity>().logo;
    expect(logoPath).toMatch(/^uploads\/logos\/[0-9a-f]{32}\.png$/);
    expect((await send('GET', '/api/auth/admin/setting/identity')).json()).toEqual({
      ...IDENTITY,
      logo: logoPath,
    });

    const student = await buildStudent(t.db, { admin: t.admin });
    const shift = (
      await send('POST', '/api/shifts', { name: 'Morning', start_time: '06:00', end_time: '14:00' })
    ).json<TShift>();
    const plan = await send('POST', '/api/auth/seat', {
      seat_number: 'S-1',
      price: 900,
      student_id: student.id,
      shift_id: shift.id,
    });
    expect(plan.statusCode, plan.body).toBe(201);

    // Receipt PDF
    const paid = await send('POST', '/api/desk-payments', {
      student_id: student.id,
      amount: 400,
      method: 'cash',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const receipt = await send('GET', `/api/receipts/${paid.json<TReceipt>().id}/pdf?format=a4`);
    const receiptText = await pdfText(receipt.rawPayload);
    expect(receiptText).toContain('Vidya Study Point');
    expect(receiptText).toContain('4 Station Road');
    expect(receiptText).toContain('9876501234');
    // The heading is the library's name now, not the owner's.
    expect(receiptText.startsWith('Vidya Study Point')).toBe(true);

    // ID card PDF
    const toggled = await t.request({
      method: 'PATCH',
      url: `/api/manage/students/${student.id}/toggle-id`,
      token: t.token,
      payload: { idCardGenerated: true },
    });
    expect(toggled.statusCode).toBe(200);
    const card = await send('GET', `/api/manage/students/${student.id}/id-card.pdf`);
    expect(card.statusCode).toBe(200);
    expect(await pdfText(card.rawPayload)).toContain('Vidya Study Point');

    // Reminder text: the name, the UPI ID and the shift by its name
    const dues = await send('POST', '/api/reminders', {
      student_id: student.id,
      kind: 'dues',
      channel: 'sms',
    });
    expect(dues.statusCode, dues.body).toBe(201);
    const duesText = dues.json<TReminderPrepared>().message;
    expect(duesText).toContain('Vidya Study Point');
    expect(duesText).toContain('pa=vidya%40okaxis');
    const expiry = await send('POST', '/api/reminders', {
      student_id: student.id,
      kind: 'expiry',
      channel: 'sms',
    });
    expect(expiry.json<TReminderPrepared>().message).toContain('(Morning (06:00 - 14:00))');

    // The student home's institute card, and the logo the student may fetch
    const studentToken = await t.login('student', student.email, DEFAULT_PASSWORD);
    const mine = (await send('GET', '/api/superadmin/institutes', undefined, studentToken)).json<
      TInstitute[]
    >();
    expect(mine[0]).toMatchObject({ name: 'Vidya Study Point', contact: '9876501234', logo: logoPath });
    const image = await send('GET', `/api/${logoPath}`, undefined, studentToken);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.rawPayload, PNG_1PX)).toBe(0);

    // Removing the logo deletes the image
    const removed = await send('DELETE', '/api/auth/admin/setting/logo');
    expect(removed.json<TLibraryIdentity>().logo).toBeNull();
    expect((await send('GET', `/api/${logoPath}`)).statusCode).toBe(404);
  });

  it('refuses the desk (403) and bad UPI IDs, phones and logos (400), changing nothing', async () => {
    const staffPut = await send(
      'PUT',
      '/api/auth/admin/setting/identity',
      { ...IDENTITY, name: 'Desk Rename' },
      t.staffToken,
    );
    expect(staffPut.statusCode).toBe(403);
    expect((await uploadLogo(PNG_1PX, t.staffToken)).statusCode).toBe(403);
    expect((await send('GET', '/api/auth/admin/setting/identity', undefined, t.staffToken)).statusCode).toBe(
      403,
    );

    const field = async (body: object) => {
      const res = await send('PUT', '/api/auth/admin/setting/identity', { ...IDENTITY, ...body });
      expect(res.statusCode).toBe(400);
      return res.json<{ issues: { field: string; message: string }[] }>().issues;
    };
    expect(await field({ upiId: 'not a upi' })).toContainEqual({
      field: 'upiId',
      message: 'Enter a UPI ID such as library@okbank',
    });
    expect(await field({ phone: '12345' })).toContainEqual({
      field: 'phone',
      message: 'Enter a valid 10-digit Indian mobile number',
    });
    expect((await field({ name: '  ' }))[0]?.field).toBe('name');

    const text = await uploadLogo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Only images (JPEG, PNG, WebP or GIF) can be uploaded.');
    const huge = await uploadLogo(Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The file is too large (limit 2 MB).');
    const none = await send('POST', '/api/auth/admin/setting/logo', {});
    expect(none.statusCode).toBe(400);

    expect((await send('GET', '/api/auth/admin/setting/identity')).json()).toMatchObject({
      name: 'Vidya Study Point',
      logo: null,
    });
  });
});

describe('shift names', () => {
  it('are required and unique per library (409), and shown in the list and plans', async () => {
    const missing = await send('POST', '/api/shifts', { start_time: '17:00', end_time: '21:00' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues[0]).toEqual({
      field: 'name',
      message: 'Give the shift a name, such as Morning',
    });

    const evening = await send('POST', '/api/shifts', {
      name: 'Evening',
      start_time: '17:00',
      end_time: '21:00',
    });
    expect(evening.statusCode).toBe(201);
    const clash = await send('POST', '/api/shifts', {
      name: ' morning ',
      start_time: '07:00',
      end_time: '11:00',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('A shift named "morning" already exists. Choose another name.');

    const list = (await send('GET', '/api/shifts', undefined, t.staffToken)).json<TShift[]>();
    expect(list.map((s) => [s.name, s.start_time, s.end_time])).toEqual([
      ['Morning', '06:00', '14:00'],
      ['Evening', '17:00', '21:00'],
    ]);

    // Renaming to another shift's name is refused; a rename shows on the plans of the shift.
    const morning = list[0] as TShift;
    const toEvening = await send('PUT', `/api/shifts/${morning.id}`, {
      name: 'EVENING',
      start_time: '06:00',
      end_time: '14:00',
    });
    expect(toEvening.statusCode).toBe(409);
    const renamed = await send('PUT', `/api/shifts/${morning.id}`, {
      name: 'Early',
      start_time: '06:00',
      end_time: '14:00',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<TShift>().name).toBe('Early');
    const plans = (await send('GET', '/api/auth/seat')).json<{ shift: string | null }[]>();
    expect(plans.map((p) => p.shift)).toContain('Early (06:00 - 14:00)');

    // Another library may use the same name.
    const other = await send(
      'POST',
      '/api/shifts',
      { name: 'Evening', start_time: '17:00', end_time: '21:00' },
      await otherOwner(),
    );
    expect(other.statusCode).toBe(201);
  });
});

async function otherOwner() {
  const { buildAdmin } = await import('../../test/factories.ts');
  const admin = await buildAdmin(t.db);
  return t.login('admin', admin.email, DEFAULT_PASSWORD);
}
