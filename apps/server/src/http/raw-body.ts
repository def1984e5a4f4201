import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../errors/http-errors.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './request-guards.ts';

/**
 * In the calling plugin only: keeps each JSON body's raw bytes (a webhook's signature is over
 * these bytes, not over re-encoded JSON), then parses it as the app does everywhere (depth
 * checked). Answers the raw body of a request, empty when none came.
 */
export function keepRawJsonBodies(app: FastifyInstance): (req: FastifyRequest) => Buffer {
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    rawBodies.set(req, body as Buffer);
    parseJson(req, (body as Buffer).toString('utf8'), (err, value) => {
      if (err) return done(err);
      if (nestsDeeperThan(value, MAX_JSON_DEPTH)) {
        return done(badRequest(`The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`));
      }
      done(null, value);
    });
  });
  return (req) => rawBodies.get(req) ?? Buffer.alloc(0);
}
