import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../test/database.ts';
import { TEST_DATA_KEY } from '../test/factories.ts';

let database: Database;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig(
    { LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent', DATA_KEY: TEST_DATA_KEY },
    '/nonexistent',
  );
  app = await buildApp({
    config,
    database,
    logger: false,
    limits: { requestTimeoutMs: 600, idleTimeoutMs: 600, keepAliveTimeoutMs: 300, maxConnections: 4 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/**
 * Opens a connection and writes `text`: what the server answered, and whether the server closed
 * the connection. The give-up is many times the limits under test, so a slow machine only waits.
 */
function converse(text: string, giveUpMs = 20_000): Promise<{ closedByServer: boolean; answer: string }> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve({ closedByServer: true, answer }));
    setTimeout(() => {
      resolve({ closedByServer: false, answer });
      socket.destroy();
    }, giveUpMs).unref();
  });
}

describe('connections cannot be held open', () => {
  it('closes a request whose body never finishes arriving', async () => {
    const slowBody =
      'POST /api/auth/admin/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"em';
    expect((await converse(slowBody)).closedByServer).toBe(true);
  });

  it('closes an idle keep-alive connection after a short while', async () => {
    const one = 'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n';
    const { closedByServer, answer } = await converse(one);
    expect(answer).toContain('200 OK');
    expect(closedByServer).toBe(true);
  });

  it('refuses connections beyond the cap', async () => {
    const idle = await Promise.all(
      Array.from(
        { length: 4 },
        () =>
          new Promise<net.Socket>((resolve) => {
            const s = net.connect(port, '127.0.0.1', () => resolve(s));
            s.on('error', () => {});
          }),
      ),
    );
    try {
      const { answer, closedByServer } = await converse('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
      expect({ answer, closedByServer }).toEqual({ answer: '', closedByServer: true });
    } finally {
      for (const s of idle) s.destroy();
    }
  });
});
