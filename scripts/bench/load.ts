import autocannon from 'autocannon';
import { cpuTicks, stolenShare } from './host-steal.ts';

export interface Endpoint {
  name: string;
  /** A path, or a function giving each request's path (to vary ids). */
  path: string | (() => string);
  token?: string;
  /** A call that varies an id per request: the ids and the path of one (`path` draws from them). */
  byId?: { ids: number[]; path: (id: number) => string };
  /** Whose data it reads: one library's, or the whole platform's (health: neither). */
  scope?: 'library' | 'platform';
  /** A platform call that must hold as the platform grows (the deep page and the searches). */
  growth?: boolean;
}

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p975: number;
  p99: number;
  errors: number;
  /** The share of the machine's CPU time the host gave to others during the runs (median), if known. */
  steal: number | null;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function runOnce(
  baseUrl: string,
  endpoint: Endpoint,
  options: { connections: number; seconds: number },
): Promise<Run> {
  const pathOf = endpoint.path;
  const before = cpuTicks();
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    headers: endpoint.token ? { authorization: `Bearer ${endpoint.token}` } : {},
    requests: [
      typeof pathOf === 'string'
        ? { method: 'GET', path: pathOf }
        : { method: 'GET', setupRequest: (req) => ({ ...req, path: pathOf() }) },
    ],
  });
  return { result, steal: stolenShare(before, cpuTicks()) };
}

interface Run {
  result: autocannon.Result;
  steal: number | null;
}

function summarize(name: string, runs: Run[]): LoadResult {
  const results = runs.map((r) => r.result);
  const steals = runs.flatMap((r) => (r.steal === null ? [] : [r.steal]));
  return {
    name,
    rps: median(results.map((r) => r.requests.average)),
    p50: median(results.map((r) => r.latency.p50)),
    p975: median(results.map((r) => r.latency.p97_5)),
    p99: median(results.map((r) => r.latency.p99)),
    errors: results.reduce((n, r) => n + r.errors + r.non2xx, 0),
    steal: steals.length ? median(steals) : null,
  };
}

/**
 * Drives each target `runs` times, taking turns (target 1, target 2, ..., then again), so that
 * targets compared with each other see the same machine load; medians per target.
 */
export async function loadInTurns(
  targets: Array<{ baseUrl: string; endpoint: Endpoint }>,
  options: { connections: number; seconds: number; runs: number },
): Promise<LoadResult[]> {
  const results = targets.map(() => [] as Run[]);
  for (let run = 0; run < options.runs; run++) {
    for (const [i, target] of targets.entries()) {
      results[i]?.push(await runOnce(target.baseUrl, target.endpoint, options));
    }
  }
  return targets.map((target, i) => summarize(target.endpoint.name, results[i] ?? []));
}
