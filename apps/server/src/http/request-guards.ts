import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, forbidden } from '../errors/http-errors.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

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

/** True when a value (any depth) holds a NUL character, which PostgreSQL text cannot store. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') return Object.values(value).some(containsNul);
  return false;
}

/**
 * Request-wide rules that no route may forget (DECISIONS.md, "Cross-origin writes" and "Input"):
 * writes from another origin are refused before anything runs, `text/plain` bodies are not
 * parsed, text holding NUL is a 400, and HSTS is sent whenever the request came over HTTPS.
 */
export function registerRequestGuards(app: FastifyInstance) {
  // A cross-site <form enctype="text/plain"> needs no preflight; without its parser it is a 415.
  app.removeContentTypeParser('text/plain');

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
