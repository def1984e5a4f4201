import type { TOnlinePayment, TPayment, TStudentLedger } from '@studydesk/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildAdmin, buildPlaces, buildStudent, DEFAULT_PASSWORD } from './factories.ts';
import { RazorpayFake, type SignedEvent } from './fakes/razorpay-fake.ts';
import { createTestServer, type TestServer } from './server.ts';

type Method = 'GET' | 'POST' | 'PUT';

export interface GatewayWorld {
  t: TestServer;
  fake: RazorpayFake;
  /** A library with a seat, taking payments online through the fake (unless `online` is false). */
  library(online?: boolean): Promise<GatewayLibrary>;
  /** Delivers a webhook call to the library, as Razorpay would. */
  deliver(adminId: number, event: SignedEvent): ReturnType<TestServer['request']>;
}

export interface GatewayLibrary {
  id: number;
  token: string;
  send(method: Method, url: string, payload?: object, as?: string): ReturnType<TestServer['request']>;
  /** A student who owes `price` rupees for a seat plan, signed in, with their unfinished payment of it. */
  student(price?: number): Promise<{ id: number; token: string; paymentId: number }>;
  /** What the student owes, as their ledger says. */
  due(studentId: number): Promise<number>;
}

/** A test server whose Razorpay is a local fake, for one test file. */
export function useGatewayWorld(): GatewayWorld {
  const world = {} as GatewayWorld;
  beforeAll(async () => {
    world.fake = await new RazorpayFake().start();
    world.t = await createTestServer({}, { RAZORPAY_API_BASE: world.fake.url });
    world.deliver = (adminId, event) =>
      world.t.request({
        method: 'POST',
        url: `/api/webhooks/razorpay/${adminId}`,
        headers: event.headers,
        payload: event.body,
      });
    world.library = async (online = true) => {
      const { t, fake } = world;
      const admin = await buildAdmin(t.db, { name: 'Gyan Library' });
      const token = await t.login('admin', admin.email, DEFAULT_PASSWORD);
      const send: GatewayLibrary['send'] = (method, url, payload, as = token) =>
        t.request({ method, url, token: as, ...(payload ? { payload } : {}) });
      if (online) {
        const saved = await send('PUT', '/api/gateway/settings', {
          enabled: true,
          key_id: fake.keyId,
          key_secret: fake.keySecret,
          webhook_secret: fake.webhookSecret,
        });
        expect(saved.statusCode, saved.body).toBe(200);
      }
      let seat = 0;
      return {
        id: admin.id,
        token,
        send,
        async student(price = 1250) {
          const s = await buildStudent(t.db, { admin });
          const place = `G${++seat}`;
          await buildPlaces(t.db, admin, 'seat', [place]);
          const plan = await send('POST', '/api/auth/seat', {
            seat_number: place,
            price,
            student_id: s.id,
          });
          expect(plan.statusCode, plan.body).toBe(201);
          const studentToken = await t.login('student', s.email, DEFAULT_PASSWORD);
          const started = await send(
            'POST',
            '/api/payments',
            { student_id: s.id, amount: price },
            studentToken,
          );
          expect(started.statusCode, started.body).toBe(201);
          return {
            id: s.id,
            token: studentToken,
            paymentId: started.json<{ payment: TPayment }>().payment.id,
          };
        },
        async due(studentId) {
          const ledger = await send('GET', `/api/ledger/${studentId}`);
          return ledger.json<TStudentLedger>().totals.due;
        },
      };
    };
  });
  afterAll(async () => {
    await world.t?.close();
    await world.fake?.close();
  });
  return world;
}

/** The student's Pay: the link for their payment (made or reused). */
export async function payLink(lib: GatewayLibrary, student: { token: string; paymentId: number }) {
  const res = await lib.send('POST', `/api/gateway/payments/${student.paymentId}/link`, {}, student.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TOnlinePayment>();
}

/** The gateway's id of a link from its short URL (`.../i/plink_x`). */
export const linkIdOf = (online: TOnlinePayment) => online.url?.split('/').pop() ?? '';
