/**
 * Bench only, never loaded by the product: `node --import ./scripts/bench/trace-queries.mjs`
 * (run.ts passes it in NODE_OPTIONS to the app it starts). While it serves a request carrying an
 * `x-bench-trace: <label>` header, every statement the process sends to the database in that
 * request's async context (pg's Client.prototype.query, or PGlite's query) is appended to
 * BENCH_TRACE_FILE as a JSON line: the label, the order, the connection, the statement's name (a
 * prepared statement), text, parameters and row mode. Statements of other work (the job queue's
 * polling, other requests) carry no label and are not written. Plain JavaScript: it loads before
 * tsx does.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync } from 'node:fs';
import http from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const file = process.env.BENCH_TRACE_FILE;
const calls = new AsyncLocalStorage();

if (file) {
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function traced(event, ...rest) {
    const label = event === 'request' ? rest[0]?.headers?.['x-bench-trace'] : undefined;
    if (label) {
      const call = { label: String(label), seq: 0, open: true };
      rest[1]?.once('close', () => {
        call.open = false;
      });
      return calls.run(call, () => emit.call(this, event, ...rest));
    }
    return emit.call(this, event, ...rest);
  };

  const connections = new WeakMap();
  let nextConnection = 1;
  const connectionOf = (target) => {
    if (!connections.has(target)) connections.set(target, nextConnection++);
    return connections.get(target);
  };
  const record = (target, config, values, options) => {
    // A connection opened during a labelled request keeps its context: statements that later
    // requests queue on it are in the pool's hands, so only those sent while the request is open count.
    const call = calls.getStore();
    if (!call?.open) return;
    const isText = typeof config === 'string';
    const line = {
      call: call.label,
      seq: call.seq++,
      connection: connectionOf(target),
      name: isText ? undefined : config.name,
      text: isText ? config : config.text,
      values: (Array.isArray(values) ? values : isText ? undefined : config.values) ?? [],
      rowMode: (isText ? options?.rowMode : config.rowMode) ?? undefined,
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  };

  const pgQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function tracedQuery(config, values, ...rest) {
    if (config && typeof config.submit !== 'function') record(this, config, values);
    return pgQuery.call(this, config, values, ...rest);
  };

  const pgliteQuery = PGlite.prototype.query;
  PGlite.prototype.query = function tracedQuery(text, params, options) {
    record(this, text, params, options);
    return pgliteQuery.call(this, text, params, options);
  };
}
