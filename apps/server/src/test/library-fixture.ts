import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type BuiltAdmin, buildAdmin, buildPlaces, buildStaff, DEFAULT_PASSWORD } from './factories.ts';
import { createTestServer, type TestServer } from './server.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface LibraryFixture extends TestServer {
  /** The library's owner, signed in as `token`. */
  admin: BuiltAdmin;
  token: string;
  /** A desk member of the library, signed in (empty unless `staff` was asked for). */
  staffToken: string;
  /** Sends a request as `as` (the owner unless told), with an optional JSON body. */
  send(
    method: Method,
    url: string,
    payload?: object,
    as?: string,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** A new desk member of the library, signed in; returns the session token. */
  signInStaff(): Promise<string>;
}

export interface LibraryOptions {
  adminName?: string;
  /** Also build a desk member and sign them in as `staffToken`. */
  staff?: boolean;
  seats?: string[];
  lockers?: string[];
}

/**
 * One library on a fresh test server for the whole file: its owner signed in, and, when asked,
 * a desk member and the seats and lockers. Filled in before the file's first test; closed after
 * its last.
 */
export function useLibrary(options: LibraryOptions = {}): LibraryFixture {
  const fixture = {
    send: (method, url, payload, as = fixture.token, headers = {}) =>
      fixture.request({ method, url, token: as, headers, ...(payload ? { payload } : {}) }),
    async signInStaff() {
      const member = await buildStaff(fixture.db, { admin: fixture.admin });
      return fixture.login('staff', member.email, DEFAULT_PASSWORD);
    },
  } as LibraryFixture;
  beforeAll(async () => {
    Object.assign(fixture, await createTestServer());
    fixture.admin = await buildAdmin(fixture.db, options.adminName ? { name: options.adminName } : {});
    fixture.token = await fixture.login('admin', fixture.admin.email, DEFAULT_PASSWORD);
    fixture.staffToken = options.staff ? await fixture.signInStaff() : '';
    if (options.seats) await buildPlaces(fixture.db, fixture.admin, 'seat', options.seats);
    if (options.lockers) await buildPlaces(fixture.db, fixture.admin, 'locker', options.lockers);
  });
  afterAll(async () => {
    await fixture.close?.();
  });
  return fixture;
}
