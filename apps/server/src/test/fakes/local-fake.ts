import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server standing in for an outside service in tests (nothing reaches the internet):
 * it listens on a free loopback port, reads each request's body as JSON (text when it is not),
 * and hands it to the service's `answer`.
 */
export abstract class LocalFake {
  private server = createServer((req, res) => void this.receive(req, res));
  url = '';

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close() {
    this.server.closeAllConnections();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  protected abstract answer(
    req: IncomingMessage,
    res: ServerResponse,
    body: unknown,
    url: URL,
  ): Promise<unknown> | unknown;

  private async receive(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    await this.answer(req, res, body, new URL(req.url ?? '/', 'http://fake'));
  }
}

/** Writes a JSON answer. */
export function replyJson(res: ServerResponse, status: number, json: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(json));
}
