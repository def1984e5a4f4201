import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../errors/http-errors.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './request-guards.ts';

/** Each webhook call's body exactly as it arrived: signatures and replay digests are over these bytes. */
const rawBodies = new WeakMap<FastifyRequest, Buffer>();

export const rawBodyOf = (req: FastifyRequest) => rawBodies.get(req) ?? Buffer.alloc(0);

/**
 * In the calling plugin only: JSON bodies keep their raw bytes and are then parsed as the app
 * does everywhere (depth checked); with `form`, so are `application/x-www-form-urlencoded` ones
 * (MSG91's delivery reports), as an object of their fields.
 */
export function keepRawBodies(app: FastifyInstance, options: { form?: boolean } = {}) {
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
  if (options.form) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'buffer' },
      (req, body, done) => {
        rawBodies.set(req, body as Buffer);
        done(null, Object.fromEntries(new URLSearchParams((body as Buffer).toString('utf8'))));
      },
    );
  }
}
