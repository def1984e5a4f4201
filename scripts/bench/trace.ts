import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Endpoint } from './load.ts';

/** Passed in NODE_OPTIONS to the app run.ts starts: it records the statements of labelled requests. */
export const TRACER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'trace-queries.mjs');

export interface RecordedStatement {
  name?: string;
  text: string;
  values: unknown[];
  rowMode?: string;
}

/** A call's statements as the floor replays them; the parameters to fill per request are marked. */
export interface FloorCall {
  name: string;
  /** The size of the app's answer and of the floor's (JSON bytes), for the recorded request. */
  appBytes: number;
  floorBytes?: number;
  statements: Array<RecordedStatement & { tokenParams: number[]; idParams: number[] }>;
}

interface TraceLine extends RecordedStatement {
  call: string;
  seq: number;
  connection: number;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The path a call is recorded with: a call that varies an id is recorded with its first. */
export const recordedPath = (endpoint: Endpoint) =>
  endpoint.byId
    ? endpoint.byId.path(endpoint.byId.ids[0] ?? 1)
    : typeof endpoint.path === 'string'
      ? endpoint.path
      : endpoint.path();

/**
 * Issues each call once to warm it, then once more labelled, and reads back what the app sent to
 * the database for the labelled one (the tracer writes each statement as the app sends it, so all
 * are in the file when the response arrives).
 */
export async function recordCalls(
  baseUrl: string,
  endpoints: Endpoint[],
  traceFile: string,
): Promise<FloorCall[]> {
  const bytes: number[] = [];
  for (const [i, endpoint] of endpoints.entries()) {
    const headers: Record<string, string> = endpoint.token
      ? { authorization: `Bearer ${endpoint.token}` }
      : {};
    const url = `${baseUrl}${recordedPath(endpoint)}`;
    await (await fetch(url, { headers })).arrayBuffer();
    const res = await fetch(url, { headers: { ...headers, 'x-bench-trace': String(i) } });
    bytes.push((await res.arrayBuffer()).byteLength);
    if (!res.ok) throw new Error(`recording ${endpoint.name}: ${res.status}`);
  }
  const lines = existsSync(traceFile)
    ? readFileSync(traceFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as TraceLine)
    : [];
  return endpoints.map((endpoint, i) => {
    const tokenHash = endpoint.token ? sha256(endpoint.token) : null;
    const id = endpoint.byId?.ids[0];
    const statements = lines
      .filter((l) => l.call === String(i))
      .sort((a, b) => a.seq - b.seq)
      .map(({ name, text, values, rowMode }) => ({
        ...(name ? { name } : {}),
        text,
        values,
        ...(rowMode ? { rowMode } : {}),
        tokenParams: values.flatMap((v, p) => (tokenHash !== null && v === tokenHash ? [p] : [])),
        idParams: values.flatMap((v, p) => (id !== undefined && (v === id || v === String(id)) ? [p] : [])),
      }));
    return { name: endpoint.name, appBytes: bytes[i] ?? 0, statements };
  });
}

/** The floor's endpoint for call `i`: the same token, and the same varying id. */
export function floorEndpoint(endpoint: Endpoint, i: number): Endpoint {
  const byId = endpoint.byId;
  return {
    name: `floor: ${endpoint.name}`,
    path: byId
      ? () => `/call/${i}?id=${byId.ids[Math.floor(Math.random() * byId.ids.length)]}`
      : `/call/${i}`,
    ...(endpoint.token ? { token: endpoint.token } : {}),
  };
}

/** Sets each call's floorBytes: the size of the floor's answer to the recorded request. */
export async function measureFloorAnswers(baseUrl: string, endpoints: Endpoint[], calls: FloorCall[]) {
  for (const [i, endpoint] of endpoints.entries()) {
    const call = calls[i];
    const id = endpoint.byId?.ids[0];
    const res = await fetch(`${baseUrl}/call/${i}${id === undefined ? '' : `?id=${id}`}`, {
      headers: endpoint.token ? { authorization: `Bearer ${endpoint.token}` } : {},
    });
    const size = (await res.arrayBuffer()).byteLength;
    if (call) call.floorBytes = size;
  }
}
