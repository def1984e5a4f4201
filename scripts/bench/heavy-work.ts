/**
 * Heavy work beside a cheap call: one library's cheap call (GET /api/auth/me), timed one request
 * after another, first alone (its baseline), then while another library makes 20 receipt PDFs at
 * once, imports a 10,000-row sheet and exports its students. Target (issue 38): the cheap call's
 * p99 and max within 100 ms of its baseline.
 */
import { STUDENT_SHEET_COLUMNS } from '@studydesk/contract';

export interface HeavyWorkResult {
  name: string;
  p99: number;
  max: number;
  calls: number;
  /** How long the heavy work itself took, ms (none for the baseline). */
  workMs: number | null;
  /** What the heavy work answered (e.g. '20 x 200'), to show it did happen. */
  answered: string;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Calls `cheap` one after another until `until` settles (or `count` calls are done); their latencies. */
export async function timeCheapCalls(
  cheap: () => Promise<Response>,
  until: Promise<unknown> | null,
  count = 200,
) {
  const latencies: number[] = [];
  let done = until === null;
  void until?.finally(() => {
    done = true;
  });
  while (until ? !done : latencies.length < count) {
    const started = performance.now();
    const res = await cheap();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`cheap call answered ${res.status}`);
    latencies.push(performance.now() - started);
  }
  return latencies.sort((a, b) => a - b);
}

export function studentsCsv(rows: number): Buffer {
  const stamp = Date.now().toString(36);
  const lines = [STUDENT_SHEET_COLUMNS.join(',')];
  for (let i = 0; i < rows; i += 1) {
    const cells: Record<string, string> = {
      student_id: '',
      name: `Heavy Student ${i}`,
      email: `heavy.${stamp}.${i}@bench.studydesk.in`,
      phone: `9${String(100_000_000 + i).padStart(9, '0')}`,
      course: 'UPSC',
      address: 'Jaipur',
    };
    lines.push(STUDENT_SHEET_COLUMNS.map((c) => cells[c] ?? '').join(','));
  }
  return Buffer.from(lines.join('\n'));
}

export async function heavyWorkRun(
  baseUrl: string,
  tokens: { busy: string; other: string },
  receiptId: number,
): Promise<HeavyWorkResult[]> {
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const cheap = () => fetch(`${baseUrl}/api/auth/me`, { headers: auth(tokens.other) });
  const results: HeavyWorkResult[] = [];
  const measure = async (name: string, work: (() => Promise<string>) | null) => {
    const started = performance.now();
    const running = work?.() ?? null;
    const latencies = await timeCheapCalls(cheap, running);
    const answered = (await running) ?? '';
    results.push({
      name,
      p99: quantile(latencies, 0.99),
      max: latencies.at(-1) ?? 0,
      calls: latencies.length,
      workMs: work ? performance.now() - started : null,
      answered,
    });
  };
  const statuses = (list: number[]) =>
    [...new Set(list)].map((status) => `${list.filter((s) => s === status).length} x ${status}`).join(', ');

  await measure('baseline (alone)', null);
  await measure('during 20 receipt PDFs at once', async () => {
    const all = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const res = await fetch(`${baseUrl}/api/receipts/${receiptId}/pdf`, { headers: auth(tokens.busy) });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    return statuses(all);
  });
  await measure('during a 10,000-row import', async () => {
    const form = new FormData();
    form.append('file', new Blob([studentsCsv(10_000)], { type: 'text/csv' }), 'students.csv');
    const res = await fetch(`${baseUrl}/api/importExport/students/import`, {
      method: 'POST',
      headers: auth(tokens.busy),
      body: form,
    });
    const body = (await res.json()) as { imported?: number; message?: string };
    return `${res.status}: ${body.imported ?? body.message} imported`;
  });
  await measure('during an export of those students', async () => {
    const res = await fetch(`${baseUrl}/api/importExport/students/export`, { headers: auth(tokens.busy) });
    const bytes = (await res.arrayBuffer()).byteLength;
    return `${res.status}: ${(bytes / 1024).toFixed(0)} KB`;
  });
  return results;
}

export function heavyWorkReport(results: HeavyWorkResult[]): string {
  const baseline = results[0];
  if (!baseline) return '';
  const lines = [
    'Heavy work beside a cheap call of another library (GET /api/auth/me, one at a time; target: p99 and max within 100 ms of the baseline)',
  ];
  for (const r of results) {
    const within = r === baseline || (r.p99 - baseline.p99 <= 100 && r.max - baseline.max <= 100);
    const work = r.workMs === null ? '' : `; the work took ${(r.workMs / 1000).toFixed(1)} s (${r.answered})`;
    lines.push(
      `  ${r.name.padEnd(38)} p99 ${r.p99.toFixed(1).padStart(7)} ms, max ${r.max.toFixed(1).padStart(7)} ms over ${r.calls} calls${work}${r === baseline ? '' : within ? ' ok' : ' OVER'}`,
    );
  }
  return `${lines.join('\n')}\n`;
}
