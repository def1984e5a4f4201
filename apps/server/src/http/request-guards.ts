import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, forbidden } from '../errors/http-errors.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** No request of ours nests deeper than a few levels; 32 leaves room and bounds every walk of a body. */
export const MAX_JSON_DEPTH = 32;

/**
 * True when a browser says the request comes from a page of another origin (another site, or
 * another port of this host). Clients that send neither header (API tools) are not browsers.
 */
export function isForeignOrigin(req: FastifyRequest): boolean {
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = req.headers.origin;
  if (!origin) return false;
  return origin !== `${req.protocol}://${req.host}`;
}

/**
 * True when a parsed JSON value nests objects and arrays more than `limit` levels deep. Walks with
 * its own stack and stops at the limit, so no depth of input can overflow the call stack.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 1 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (!item.value || typeof item.value !== 'object') continue;
    if (item.depth > limit) return true;
    for (const child of Object.values(item.value)) stack.push({ value: child, depth: item.depth + 1 });
  }
  return false;
}

/** True when a value (any depth) holds a NUL character, which PostgreSQL text cannot store. */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'string' && item.includes('\u0000')) return true;
    if (item && typeof item === 'object') for (const child of Object.values(item)) stack.push(child);
  }
  return false;
}

/**
 * Request-wide rules that no route may forget (DECISIONS.md, "Cross-origin writes" and "Input"):
 * writes from another origin are refused before anything runs, `text/plain` bodies are not
 * parsed, JSON nested deeper than MAX_JSON_DEPTH and text holding NUL are a 400, and HSTS is
 * sent whenever the request came over HTTPS.
 */
export function registerRequestGuards(app: FastifyInstance) {
  // A cross-site <form enctype="text/plain"> needs no preflight; without its parser it is a 415.
  app.removeContentTypeParser('text/plain');

  // Fastify's own JSON parser (prototype poisoning refused), then the depth check: in the parser,
  // before any hook, validation or idempotency hash walks the body recursively.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (req, body, done) => {
    parseJson(req, body, (err, value) => {
      if (err) return done(err);
      if (nestsDeeperThan(value, MAX_JSON_DEPTH)) {
        return done(badRequest(`The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`));
      }
      done(null, value);
    });
  });

  app.addHook('onRequest', async (req) => {
    if (WRITE_METHODS.has(req.method) && req.url.startsWith('/api') && isForeignOrigin(req)) {
      throw forbidden('Requests from other sites are not accepted.');
    }
  });

  app.addHook('preValidation', async (req) => {
    if (containsNul(req.params) || containsNul(req.query) || containsNul(req.body)) {
      throw badRequest('Text may not contain NUL characters.');
    }
  });

  app.addHook('onSend', async (req, reply) => {
    if (req.protocol === 'https') {
      reply.header('strict-transport-security', `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
    }
  });
}
