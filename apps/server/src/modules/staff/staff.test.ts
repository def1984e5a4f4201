import type { TStaffMember } from '@studydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltAdmin, buildAdmin, buildStaff, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { createTestServer, type TestServer } from '../../test/server.ts';

let t: TestServer;
let admin: BuiltAdmin;
let token: string;

beforeAll(async () => {
  t = await createTestServer();
  admin = await buildAdmin(t.db, { name: 'Gyan Reading Room' });
  token = await t.login('admin', admin.email, DEFAULT_PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

describe('Manage Staff', () => {
  it('adds, lists with who added them, edits, and deletes staff of the library', async () => {
    const email = `kavita.${Date.now()}@desk.test`;
    const added = await t.request({
      method: 'POST',
      url: '/api/auth/staff/add',
      token,
      payload: { name: 'Kavita Rao', email, password: 'Front-Desk-2026', phone: '9876501234' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().message).toBe('Staff added successfully!');
    const id = added.json<{ id: number }>().id;

    const dup = await t.request({
      method: 'POST',
      url: '/api/auth/staff/add',
      token,
      payload: { name: 'Copy', email, password: 'Front-Desk-2026' },
    });
    expect(dup.statusCode).toBe(409);
    const noPassword = await t.request({
      method: 'POST',
      url: '/api/auth/staff/add',
      token,
      payload: { name: 'N', email: 'n@d.test' },
    });
    expect(noPassword.json().message).toBe('Password is required');

    const list = await t.request({
      method: 'GET',
      url: `/api/auth/staff/all?admin_email=${admin.email}`,
      token,
    });
    expect(list.json<TStaffMember[]>()).toEqual([
      expect.objectContaining({
        id,
        name: 'Kavita Rao',
        phone: '9876501234',
        admin_name: 'Gyan Reading Room',
      }),
    ]);

    const staffToken = await t.login('staff', email, 'Front-Desk-2026');
    const edited = await t.request({
      method: 'PUT',
      url: `/api/auth/staff/edit/${id}`,
      token,
      payload: { name: 'Kavita R.', email, phone: '' },
    });
    expect(edited.json().message).toBe('Staff updated successfully!');
    // No password in the edit: the old one still works and the session stays.
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: staffToken })).statusCode).toBe(200);

    const removed = await t.request({ method: 'DELETE', url: `/api/auth/staff/delete/${id}`, token });
    expect(removed.json().message).toBe('Staff deleted successfully!');
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: staffToken })).statusCode).toBe(401);
  });

  it("cannot touch another library's staff", async () => {
    const other = await buildStaff(t.db);
    const res = await t.request({ method: 'DELETE', url: `/api/auth/staff/delete/${other.id}`, token });
    expect(res.statusCode).toBe(404);
    await t.login('staff', other.email, DEFAULT_PASSWORD);
  });
});

describe('Settings', () => {
  it('stores total seats and lockers, never below what is in use', async () => {
    const put = (totalSeats: number, totalLockers: number) =>
      t.request({
        method: 'PUT',
        url: '/api/auth/admin/setting/update-settings',
        token,
        payload: { adminId: admin.id, totalSeats, totalLockers },
      });
    expect((await put(40, 10)).json().message).toBe('Settings updated successfully');
    expect((await t.request({ method: 'GET', url: '/api/auth/admin/setting', token })).json()).toEqual({
      totalSeats: 40,
      totalLockers: 10,
      upiId: '',
    });

    // Two seats set up under Manage Seats: the total cannot drop below them.
    const created = await t.request({
      method: 'POST',
      url: '/api/places/bulk',
      token,
      payload: { kind: 'seat', labels: 'A1-A2' },
    });
    expect(created.statusCode).toBe(201);
    const tooFew = await put(1, 10);
    expect(tooFew.statusCode).toBe(409);
    expect(tooFew.json().message).toBe(
      '2 seats are set up under Manage Seats; total seats cannot be lower than that. Retire seats first.',
    );
    expect((await put(2, 10)).statusCode).toBe(200);
    expect((await put(-1, 10)).statusCode).toBe(400);
  });
});
