import { createServer, type Socket } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** What the main thread hands the database's thread (embedded-thread.ts). */
export interface EmbeddedServerData {
  /** The cluster's directory; undefined: in memory. */
  dataDir: string | undefined;
  /** A dumped cluster to start from (a tar, as `dumpDataDir` makes it). */
  loadDataDir: Uint8Array<ArrayBuffer> | undefined;
  /** The Unix socket to listen on (`<dir>/.s.PGSQL.5432`, where `pg` looks for it). */
  socketPath: string;
  /** PostgreSQL settings added to PGlite's own (`-c name=value`). */
  settings: string[];
}

/** Messages from the main thread. */
export type EmbeddedServerRequest = { kind: 'dump'; compression: 'none' | 'gzip' } | { kind: 'close' };

/** Messages to the main thread. */
export type EmbeddedServerReply =
  | { kind: 'ready' }
  | { kind: 'failed'; message: string }
  | { kind: 'dumped'; tarball: Uint8Array }
  | { kind: 'closed' };

const SSL_REQUEST = 80_877_103;
const CANCEL_REQUEST = 80_877_102;
const GSS_REQUEST = 80_877_104;
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);

/**
 * One session shared by every connection, as in-process PGlite shares it: a connection holds the
 * session from its first message until the database is idle again (a Sync or a simple query with
 * no transaction open), so another connection's statements never land inside its transaction
 * or between the parts of its extended-protocol query.
 */
class SessionLock {
  #held = false;
  #waiting: (() => void)[] = [];

  acquire(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }
}

/** The PostgreSQL wire protocol of one client, fed to the shared PGlite session. */
class Connection {
  #buffer: Buffer = Buffer.alloc(0);
  #started = false;
  #holding = false;
  #closed = false;
  #work: Promise<void> = Promise.resolve();
  /** Statements this client prepared by name: they live in the shared session, and go with the client. */
  readonly #prepared = new Set<string>();

  constructor(
    private readonly db: PGlite,
    private readonly lock: SessionLock,
    private readonly socket: Socket,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk) => {
      this.#buffer = this.#buffer.length === 0 ? chunk : Buffer.concat([this.#buffer, chunk]);
      this.#work = this.#work
        .then(() => this.#drain())
        .catch(() => {
          socket.destroy();
        });
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      this.#closed = true;
      this.#work = this.#work.then(() => this.#giveBack());
    });
  }

  async #drain(): Promise<void> {
    while (!this.#closed && !this.#started) {
      const message = this.#takeMessage();
      if (!message) return;
      const code = message.readInt32BE(4);
      if (code === SSL_REQUEST || code === GSS_REQUEST) {
        this.socket.write('N');
        continue;
      }
      if (code === CANCEL_REQUEST) {
        this.socket.destroy();
        return;
      }
      this.#started = true;
      await this.#run([message], true);
    }
    // The messages of one query (Parse, Bind, Describe, Execute, Sync) go to PGlite in one call.
    let batch: Buffer[] = [];
    while (!this.#closed) {
      const message = this.#takeMessage();
      if (!message) break;
      const type = message[0];
      if (type === 0x58 /* X: Terminate */) {
        this.socket.end();
        return;
      }
      if (type === 0x50 /* P: Parse */) {
        const name = message.toString('utf8', 5, message.indexOf(0, 5));
        if (name) this.#prepared.add(name);
      }
      batch.push(message);
      if (type === 0x53 /* S: Sync */ || type === 0x51 /* Q: Query */) {
        await this.#run(batch, true);
        batch = [];
      }
    }
    // A Flush or a message cut across chunks: what is whole runs now, the rest comes with the next chunk.
    if (batch.length > 0 && !this.#closed) await this.#run(batch, false);
  }

  /** The next whole message in the buffer (the startup message has no type byte). */
  #takeMessage(): Buffer | undefined {
    const untyped = !this.#started;
    const header = untyped ? 4 : 5;
    if (this.#buffer.length < header) return undefined;
    const length = (untyped ? 0 : 1) + this.#buffer.readInt32BE(untyped ? 0 : 1);
    if (this.#buffer.length < length) return undefined;
    const message = this.#buffer.subarray(0, length);
    this.#buffer = this.#buffer.subarray(length);
    return message;
  }

  async #run(messages: Buffer[], endsUnit: boolean): Promise<void> {
    if (!this.#holding) {
      await this.lock.acquire();
      this.#holding = true;
    }
    try {
      const input = Buffer.concat(messages);
      await this.db.execProtocolRawStream(new Uint8Array(input.buffer, input.byteOffset, input.byteLength), {
        onRawData: (data) => {
          if (!this.#closed) this.socket.write(Buffer.from(data));
        },
      });
    } finally {
      // A Sync or a simple query ends a unit of work: the session is free unless a transaction stays open.
      if (endsUnit && !this.db.isInTransaction()) this.#release();
    }
  }

  /**
   * A client gone (the pool replacing a connection, or in the middle of its work): end what it
   * left open and forget its named statements, so the next client starts clean and may prepare
   * them again.
   */
  async #giveBack(): Promise<void> {
    if (!this.#holding && this.#prepared.size === 0) return;
    if (!this.#holding) {
      await this.lock.acquire();
      this.#holding = true;
    }
    try {
      await this.db.execProtocolRaw(SYNC);
      if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
      for (const name of this.#prepared) {
        await this.db.exec(`DEALLOCATE "${name.replaceAll('"', '""')}"`).catch(() => {});
      }
    } finally {
      this.#release();
    }
  }

  #release(): void {
    this.#holding = false;
    this.lock.release();
  }
}

async function serve(data: EmbeddedServerData): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('embedded-server runs in a worker thread');
  let db: PGlite;
  try {
    db = await PGlite.create(data.dataDir, {
      extensions: { btree_gist, pg_trgm }, // the ones the migrations create
      loadDataDir: data.loadDataDir ? new Blob([data.loadDataDir]) : undefined,
      startParams: [...PGlite.defaultStartParams, ...data.settings.flatMap((s) => ['-c', s])],
    });
  } catch (err) {
    port.postMessage({ kind: 'failed', message: (err as Error).message } satisfies EmbeddedServerReply);
    return;
  }
  const lock = new SessionLock();
  const server = createServer((socket) => new Connection(db, lock, socket));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(data.socketPath, resolve);
  });
  port.on('message', async (request: EmbeddedServerRequest) => {
    if (request.kind === 'dump') {
      await lock.acquire();
      try {
        const file = await db.dumpDataDir(request.compression);
        const tarball = new Uint8Array(await file.arrayBuffer());
        port.postMessage({ kind: 'dumped', tarball } satisfies EmbeddedServerReply, [tarball.buffer]);
      } finally {
        lock.release();
      }
      return;
    }
    server.close();
    await lock.acquire();
    await db.close();
    port.postMessage({ kind: 'closed' } satisfies EmbeddedServerReply);
    port.close();
  });
  port.postMessage({ kind: 'ready' } satisfies EmbeddedServerReply);
}

await serve(workerData as EmbeddedServerData);
