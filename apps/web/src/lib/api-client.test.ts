import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, fetchEarly } from './api-client.ts';

// The API client translates its network message; the dictionaries are a Vite build module.
vi.mock('../i18n/i18n.ts', () => ({ translate: (key: string) => key }));

/** A server answering each GET with how many times it was asked. */
function countingServer() {
  let calls = 0;
  const fetchMock = vi.fn(async () => {
    calls += 1;
    return new Response(JSON.stringify({ calls }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('reads started early', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('hands the first read of the path the answer already asked for, and only the first', async () => {
    const fetchMock = countingServer();
    fetchEarly('/api/dashboard/student');
    fetchEarly('/api/dashboard/student'); // the same screen started twice asks once
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await api.get('/api/dashboard/student')).toEqual({ calls: 1 });
    expect(await api.get('/api/dashboard/student')).toEqual({ calls: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks again when the early answer is older than ten seconds', async () => {
    vi.useFakeTimers();
    const fetchMock = countingServer();
    fetchEarly('/api/superadmin/institutes');
    vi.advanceTimersByTime(10_001);
    expect(await api.get('/api/superadmin/institutes')).toEqual({ calls: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reports an early answer that failed to the read that takes it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    fetchEarly('/api/auth/me');
    await expect(api.get('/api/auth/me')).rejects.toMatchObject({ status: 0 });
  });
});

describe('pages of a list', () => {
  afterEach(() => vi.unstubAllGlobals());

  const serve = (headers: Record<string, string>) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify([{ id: 1 }]), { status: 200, headers })),
    );

  it('carries the total, and the cap of a list that serves only its first rows', async () => {
    serve({ 'x-total-count': '1001', 'x-total-cap': '1000' });
    expect(await api.getPage('/api/manage/students?q=sharma')).toEqual({
      rows: [{ id: 1 }],
      total: 1001,
      cap: 1000,
    });
    serve({ 'x-total-count': '7' });
    expect(await api.getPage('/api/manage/students/my-students')).toEqual({ rows: [{ id: 1 }], total: 7 });
  });

  it('carries the cursors of the older and newer pages of a keyset list, none where there is none', async () => {
    serve({ 'x-older-cursor': '2026-11-23_41', 'x-newer-cursor': '2026-11-24_57' });
    expect(await api.getKeysetPage('/api/attendance?limit=1&before=2026-11-24_60')).toEqual({
      rows: [{ id: 1 }],
      older: '2026-11-23_41',
      newer: '2026-11-24_57',
    });
    serve({});
    expect(await api.getKeysetPage('/api/attendance')).toEqual({
      rows: [{ id: 1 }],
      older: null,
      newer: null,
    });
  });
});
