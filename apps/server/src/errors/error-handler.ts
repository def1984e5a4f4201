import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import {
  PG_EXCLUSION_VIOLATION,
  PG_FOREIGN_KEY_VIOLATION,
  PG_UNIQUE_VIOLATION,
  pgCode,
} from '../db/pg-errors.ts';
import { HttpError } from './http-errors.ts';

/** Maps every error to `{ message }` with the right status; never leaks a stack trace. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({ message: err.message, ...err.extra });
    }
    // An id outside 1..2^31-1 (or not a number) names no record.
    if (hasZodFastifySchemaValidationErrors(err) && err.validationContext === 'params') {
      return reply.status(404).send({ message: 'Not found.' });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(v.params?.issue ?? ''),
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0];
      const message = first ? `${first.field ? `${first.field}: ` : ''}${first.message}` : 'Invalid input';
      return reply.status(400).send({ message, issues });
    }
    // Forms read by hand (multipart) are parsed with the contract's schemas in the service.
    if (err instanceof ZodError) {
      const issues = err.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
      const first = issues[0];
      const message = first ? `${first.field ? `${first.field}: ` : ''}${first.message}` : 'Invalid input';
      return reply.status(400).send({ message, issues });
    }
    const code = pgCode(err);
    if (code === PG_UNIQUE_VIOLATION)
      return reply.status(409).send({ message: 'This record already exists.' });
    if (code === PG_EXCLUSION_VIOLATION)
      return reply.status(409).send({ message: 'This is already taken for an overlapping period.' });
    if (code === PG_FOREIGN_KEY_VIOLATION)
      return reply
        .status(409)
        .send({ message: 'This record is still in use or refers to a missing record.' });
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) {
      req.log.error({ err }, 'request failed');
      return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    if (status === 413) return reply.status(413).send({ message: 'The upload is too large.' });
    if (status === 429) return reply.status(429).send({ message: err.message });
    return reply.status(status).send({ message: err.message });
  });
}
