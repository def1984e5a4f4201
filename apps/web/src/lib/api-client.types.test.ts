import type { TPayment, TReceipt, TSessionUser } from '@studydesk/contract';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { type ApiAnswer, type ApiRow, api } from './api-client.ts';

// The API client translates its network message; the dictionaries are a Vite build module.
vi.mock('../i18n/i18n.ts', () => ({ translate: (key: string) => key }));

// Checked by `npm run typecheck` (tsc reads test files too): each `@ts-expect-error` fails the
// check when the line under it compiles, so these prove the client refuses what the API would.
// The calls are built, never sent.
describe('the typed API client', () => {
  it('answers with the response type of the route the path reaches', () => {
    expectTypeOf<ApiAnswer<'get', '/api/auth/me'>>().toEqualTypeOf<TSessionUser>();
    expectTypeOf<ApiAnswer<'post', `/api/payments/${number}/confirm`>>().toEqualTypeOf<TReceipt>();
    expectTypeOf<ApiRow<'/api/payments/pending?limit=1'>>().toEqualTypeOf<TPayment>();
    // A static route wins over a parameter that would also fit, as in the server's router.
    expectTypeOf<ApiAnswer<'get', '/api/manage/students/my-students'>>().toBeArray();
  });

  it('refuses a path, a method or a body the API does not take', () => {
    const id = 7;
    const calls = [
      // @ts-expect-error: no such route
      () => api.get('/api/studnets'),
      // @ts-expect-error: the route takes a number where the path has a word
      () => api.post('/api/payments/latest/confirm'),
      // @ts-expect-error: confirming is a POST, not a PUT
      () => api.put(`/api/payments/${id}/confirm`),
      // @ts-expect-error: a rejection needs a reason
      () => api.post(`/api/payments/${id}/reject`, {}),
      // @ts-expect-error: `reason` is text
      () => api.post(`/api/payments/${id}/reject`, { reason: 42 }),
      // @ts-expect-error: a field the request does not have
      () => api.put(`/api/payments/${id}/utr`, { utr: '123456789012', amount: 5 }),
      // @ts-expect-error: the route takes no body but `{}`
      () => api.post(`/api/payments/${id}/confirm`, { force: true }),
      // the right calls compile
      () => api.post(`/api/payments/${id}/reject`, { reason: 'Wrong amount' }),
      () => api.post(`/api/payments/${id}/confirm`),
      () => api.get(`/api/dues?q=${encodeURIComponent('Sharma')}`),
    ];
    expect(calls).toHaveLength(10);
  });
});
