/** What a provider's HTTP API answered: its status and JSON body (null when not JSON). */
export interface ProviderAnswer {
  status: number;
  body: unknown;
}

const TIMEOUT_MS = 10_000;

/**
 * One call to a provider's HTTP API. A network failure or timeout answers status 0 instead of
 * throwing, so the caller records it like any other refusal.
 */
export async function callProvider(
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown },
): Promise<ProviderAnswer & { error?: string }> {
  try {
    const res = await fetch(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...init.headers,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
    const text = await res.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    return { status: res.status, body };
  } catch (err) {
    return { status: 0, body: null, error: err instanceof Error ? err.message : String(err) };
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
