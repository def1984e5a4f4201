import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin } from '../../test/factories.ts';
import { createTestServer, type TestServer } from '../../test/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ loginFailuresPerAccount: 3, loginPerIpPerMinute: 12 });
});
afterAll(async () => {
  await t?.close();
});

describe('login rate limits', () => {
  it('throttles an account after repeated failures, even with the right password, with a clear 429', async () => {
    const admin = await buildAdmin(t.db);
    for (let i = 0; i < 3; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/admin/login',
        payload: { email: admin.email, password: `guess-${i}-xx` },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.request({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: admin.email, password: admin.password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many failed login attempts\. Try again in \d+ minutes?\./);
  });

  it('delays only the address that guessed: the owner elsewhere still signs in', async () => {
    const admin = await buildAdmin(t.db);
    const attempt = (password: string, remoteAddress: string) =>
      t.request({
        method: 'POST',
        url: '/api/auth/admin/login',
        payload: { email: admin.email, password },
        remoteAddress,
      });
    for (let i = 0; i < 3; i++) expect((await attempt(`guess-${i}-xx`, '10.1.1.1')).statusCode).toBe(401);
    expect((await attempt(admin.password, '10.1.1.1')).statusCode).toBe(429);
    expect((await attempt(admin.password, '10.2.2.2')).statusCode).toBe(200);
  });

  it('limits login requests per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/student/login',
        payload: { email: `someone${i}@mail.test`, password: 'whatever-it-is' },
        remoteAddress: '10.9.8.7',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toContain(429);
    const last = await t.request({
      method: 'POST',
      url: '/api/auth/staff/login',
      payload: { email: 'x@mail.test', password: 'whatever-it-is' },
      remoteAddress: '10.9.8.7',
    });
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toMatch(/Too many attempts/);
    // Another address is unaffected.
    const other = await t.request({
      method: 'POST',
      url: '/api/auth/staff/login',
      payload: { email: 'x@mail.test', password: 'whatever-it-is' },
      remoteAddress: '10.9.8.8',
    });
    expect(other.statusCode).toBe(401);
  });
});

describe('behind a proxy (TRUST_PROXY=1)', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await createTestServer({ loginPerIpPerMinute: 5 }, { TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await proxied?.close();
  });

  it('counts the address the proxy saw: rotating the rest of X-Forwarded-For does not evade the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await proxied.request({
        method: 'POST',
        url: '/api/auth/student/login',
        payload: { email: `someone${i}@mail.test`, password: 'whatever-it-is' },
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const otherClient = await proxied.request({
      method: 'POST',
      url: '/api/auth/student/login',
      payload: { email: 'x@mail.test', password: 'whatever-it-is' },
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.10' },
    });
    expect(otherClient.statusCode).toBe(401);
  });
});
