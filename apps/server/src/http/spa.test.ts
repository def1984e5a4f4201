import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/server.ts';

const SCRIPT = `console.log(${JSON.stringify('StudyDesk '.repeat(200))});`;
const SCRIPT_PATH = '/assets/index-Ab12Cd34.js';

function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

describe('serving the web app', () => {
  let server: TestServer;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'studydesk-dist-'));
    server = await createTestServer({}, { WEB_DIST: webDist });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves a build made after the server started, with no restart', async () => {
    const before = await server.request({ method: 'GET', url: '/student' });
    expect(before.statusCode).toBe(404);
    expect(before.body).toContain('npm run build');

    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    const script = path.join(webDist, SCRIPT_PATH);
    writeFileSync(script, SCRIPT);
    writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
    writeFileSync(`${script}.gz`, gzipSync(SCRIPT));

    const page = await server.request({ method: 'GET', url: '/student/dashboard' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('id="root"');
  });

  it('the root address and every client route get index.html; a missing file does not', async () => {
    for (const url of ['/', '/student', '/admin/manage-students?page=2', '/student/12', '/payment']) {
      const res = await server.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('id="root"');
    }
    const missing = await server.request({ method: 'GET', url: '/favicon-gone.png' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends the prebuilt brotli or gzip file the browser accepts, cached for a year', async () => {
    const cases = [
      { accept: 'gzip, deflate, br', encoding: 'br' },
      { accept: 'gzip', encoding: 'gzip' },
      { accept: 'identity', encoding: undefined },
    ];
    for (const { accept, encoding } of cases) {
      const res = await server.request({
        method: 'GET',
        url: SCRIPT_PATH,
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(res.rawPayload, encoding)).toBe(SCRIPT);
    }
  });

  it('a missing asset or API path is a 404, never index.html', async () => {
    const asset = await server.request({ method: 'GET', url: '/assets/gone-123.js' });
    expect(asset.statusCode).toBe(404);
    const api = await server.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No such endpoint: GET /api/no-such-thing' });
  });

  it('compresses API JSON above 1 KB and leaves small answers as they are', async () => {
    const large = await server.request({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(large.rawPayload, 'gzip')).openapi).toBeDefined();

    const small = await server.request({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
