import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';

/** Long digit runs (Aadhaar, phone, card numbers) and argon2 hashes never reach the log. */
const SECRET_PATTERNS: [RegExp, string][] = [
  [/\$argon2[a-z]*\$[^\s"')]*/g, '[hash]'],
  [/\d{8,}/g, '[number]'],
];

/** A query's parameters (drizzle: "params: ..."; pg: "Key (col)=(value)") carry user data. */
function withoutParameters(text: string): string {
  let out = text.replace(/\nparams:[\s\S]*?(?=\n\s+at |$)/, '\nparams: [redacted]');
  out = out.replace(/=\([^)]*\)/g, '=([redacted])');
  for (const [pattern, mask] of SECRET_PATTERNS) out = out.replace(pattern, mask);
  return out;
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: LoggedError;
}

/** Errors keep their kind, message and stack, with parameters and secrets cut out; nothing else. */
export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: '[not an Error]', stack: '' };
  const code = (err as { code?: unknown }).code;
  return {
    type: err.constructor.name,
    message: withoutParameters(err.message),
    stack: withoutParameters(err.stack ?? ''),
    code: typeof code === 'string' ? code : undefined,
    cause: err.cause && depth < 3 ? serializeError(err.cause, depth + 1) : undefined,
  };
}

interface LoggedRequest {
  method: string;
  url: string;
  routeOptions?: { url?: string };
  ip?: string;
}

/**
 * The logger of the app (DECISIONS.md, "Logs"): requests are logged by method and path only
 * (no query string, headers or body), errors without query parameters, hashes or long numbers.
 */
export function loggerOptions(level: string, stream?: Writable): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['password', 'token', 'passwordHash', 'aadhaar', '*.password', '*.token'],
      censor: '[redacted]',
    },
    serializers: {
      err: (err: Error) => serializeError(err),
      req: (req: LoggedRequest) => ({
        method: req.method,
        path: req.url.split('?')[0],
        route: req.routeOptions?.url,
        ip: req.ip,
      }),
    },
  };
}
