import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { changeMutation, joinRepeats, sameInput, submissionKeys } from './use-change.ts';

// The API client translates its network message; the dictionaries are a Vite build module.
vi.mock('../i18n/i18n.ts', () => ({ translate: (key: string) => key }));

type Payment = { student_id: number; amount: number };

/**
 * A server that keeps Idempotency-Keys as the real one does (http/idempotency.ts): a key it has
 * answered replays that answer. `dropNext` loses the next answer on its way back, after recording.
 */
function fakeServer() {
  const rows: Payment[] = [];
  const answers = new Map<string, { id: number }>();
  const keys: string[] = [];
  let dropNext = false;
  let refuseNext = false;
  return {
    rows,
    keys,
    dropNextAnswer: () => {
      dropNext = true;
    },
    refuseNext: () => {
      refuseNext = true;
    },
    async post(body: Payment, key: string) {
      keys.push(key);
      if (refuseNext) {
        refuseNext = false;
        throw new ApiError(400, 'Amount must be above 0');
      }
      const replay = answers.get(key);
      if (replay) return replay;
      rows.push(body);
      const answer = { id: rows.length };
      answers.set(key, answer);
      if (dropNext) {
        dropNext = false;
        throw new ApiError(0, 'common.networkError');
      }
      return answer;
    },
  };
}

function recordPayment(server: ReturnType<typeof fakeServer>) {
  const client = new QueryClient();
  const options = changeMutation<Payment, { id: number }>(
    { call: (body, key) => server.post(body, key), refresh: [['ledger']], inline: true },
    client,
    submissionKeys(),
  );
  const observer = new MutationObserver(client, options);
  const send = joinRepeats((body: Payment) => observer.mutate(body));
  return (body: Payment) => send(body).catch((error: unknown) => error);
}

describe('useChange: one Idempotency-Key per submission', () => {
  it('a retry after a lost answer reuses the key, so the payment is recorded once', async () => {
    const server = fakeServer();
    const record = recordPayment(server);
    server.dropNextAnswer();
    expect(await record({ student_id: 7, amount: 500 })).toBeInstanceOf(ApiError);
    expect(await record({ student_id: 7, amount: 500 })).toEqual({ id: 1 });
    expect(server.keys[1]).toBe(server.keys[0]);
    expect(server.rows).toEqual([{ student_id: 7, amount: 500 }]);
  });

  it('a new key after success, after a refusal, and when the input changes', async () => {
    const server = fakeServer();
    const record = recordPayment(server);
    await record({ student_id: 7, amount: 500 });
    await record({ student_id: 7, amount: 500 });
    expect(server.rows).toHaveLength(2);
    expect(server.keys[1]).not.toBe(server.keys[0]);

    server.refuseNext();
    expect(await record({ student_id: 7, amount: 500 })).toBeInstanceOf(ApiError);
    await record({ student_id: 7, amount: 500 });
    expect(server.keys[3]).not.toBe(server.keys[2]);

    server.dropNextAnswer();
    await record({ student_id: 7, amount: 500 });
    await record({ student_id: 7, amount: 600 });
    expect(server.keys[5]).not.toBe(server.keys[4]);
    expect(server.rows.map((r) => r.amount)).toEqual([500, 500, 500, 500, 600]);
  });
});

describe('useChange: a repeat while the change runs', () => {
  it('joins it (a double click sends once); another input is sent on its own', async () => {
    const server = fakeServer();
    const record = recordPayment(server);
    const answers = await Promise.all([
      record({ student_id: 7, amount: 500 }),
      record({ student_id: 7, amount: 500 }),
      record({ student_id: 8, amount: 500 }),
    ]);
    expect(answers).toEqual([{ id: 1 }, { id: 1 }, { id: 2 }]);
    expect(server.keys).toHaveLength(2);
    expect(server.rows).toHaveLength(2);
  });
});

describe('sameInput', () => {
  it('compares plain data by value and other objects by identity', () => {
    expect(sameInput({ a: 1, b: [1, { c: '' }] }, { b: [1, { c: '' }], a: 1 })).toBe(true);
    expect(sameInput({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameInput([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameInput(null, {})).toBe(false);
    const photo = new Blob(['x']);
    expect(sameInput({ photo }, { photo })).toBe(true);
    expect(sameInput({ photo }, { photo: new Blob(['x']) })).toBe(false);
    const file = new File(['x'], 'photo.jpg');
    const form = (file: File) => {
      const data = new FormData();
      data.set('name', 'Meera Iyer');
      data.set('photo', file);
      return data;
    };
    expect(sameInput(form(file), form(file))).toBe(true);
    expect(sameInput(form(file), form(new File(['x'], 'photo.jpg')))).toBe(false);
  });
});
