import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type {} from '../auth/access-plugin.ts';
import { registerErrorHandler } from '../errors/error-handler.ts';
import { notFound } from '../errors/http-errors.ts';
import { fileResponse, PDF, sendDownload } from '../http/downloads.ts';
import { documentResponses } from '../http/openapi-responses.ts';
import { responseSerializer } from '../http/response-serializer.ts';
import { createResponseChecker, type OpenApiDocument, type SeenResponse } from './openapi-check.ts';

const json = (body: unknown) => ({
  headers: { 'content-type': 'application/json; charset=utf-8' },
  rawPayload: Buffer.from(JSON.stringify(body)),
});

const doc: OpenApiDocument = {
  paths: {
    '/api/things/{id}': {
      get: {
        responses: {
          200: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { id: { type: 'integer' }, name: { type: 'string', nullable: true } },
                  required: ['id', 'name'],
                  additionalProperties: false,
                },
              },
            },
          },
          404: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { message: { type: 'string' } },
                  required: ['message'],
                  additionalProperties: false,
                },
              },
            },
          },
        },
      },
    },
    '/api/things/count': {
      get: {
        responses: {
          200: {
            content: { 'application/json': { schema: { type: 'integer' } } },
            headers: { 'x-total-count': { schema: { type: 'integer' } } },
          },
        },
      },
    },
    '/api/things/{id}/pdf': {
      get: { responses: { 200: { content: { 'application/pdf': { schema: { type: 'string' } } } } } },
    },
    '/api/things': { delete: { responses: { 204: {} } } },
  },
};

describe('the response check', () => {
  const check = createResponseChecker(doc);
  const get = (url: string, statusCode: number, rest: Pick<SeenResponse, 'headers' | 'rawPayload'>) =>
    check({ method: 'GET', url, statusCode, ...rest });

  it('passes a response the document declares', () => {
    expect(get('/api/things/5?x=1', 200, json({ id: 5, name: null }))).toEqual([]);
    expect(get('/api/things/5', 404, json({ message: 'Not found.' }))).toEqual([]);
    expect(
      get('/api/things/5/pdf', 200, {
        headers: { 'content-type': PDF },
        rawPayload: Buffer.from('%PDF-1.3'),
      }),
    ).toEqual([]);
    expect(
      check({
        method: 'DELETE',
        url: '/api/things',
        statusCode: 204,
        headers: {},
        rawPayload: Buffer.alloc(0),
      }),
    ).toEqual([]);
  });

  it('fails on an undeclared status, content type, field, type or header', () => {
    expect(get('/api/things/5', 409, json({ message: 'Taken' }))).toEqual([
      'GET /api/things/{id} 409: status not declared',
    ]);
    expect(
      get('/api/things/5', 200, { headers: { 'content-type': 'text/html' }, rawPayload: Buffer.from('<p>') }),
    ).toEqual([
      'GET /api/things/{id} 200: content type "text/html" not declared (declared: application/json)',
    ]);
    expect(get('/api/things/5', 200, json({ id: 5, name: 'a', secret: 'x' }))).toEqual([
      'GET /api/things/{id} 200: body must NOT have additional properties "secret"',
    ]);
    expect(get('/api/things/5', 200, json({ id: '5' }))).toEqual([
      "GET /api/things/{id} 200: body must have required property 'name'",
      'GET /api/things/{id} 200: body/id must be integer',
    ]);
    expect(
      get('/api/things/5', 404, {
        ...json({ message: 'x' }),
        headers: { ...json(0).headers, 'x-total-count': '3' },
      }),
    ).toEqual(['GET /api/things/{id} 404: header x-total-count not declared']);
    expect(
      get('/api/things/5/pdf', 200, { headers: { 'content-type': PDF }, rawPayload: Buffer.from('{}') }),
    ).toEqual(['GET /api/things/{id}/pdf 200: body is not application/pdf']);
    expect(check({ method: 'DELETE', url: '/api/things', statusCode: 204, ...json({}) })).toEqual([
      'DELETE /api/things 204: body sent (application/json) where none is declared',
    ]);
  });

  it('prefers a static path to a parameter, as the router does', () => {
    expect(
      get('/api/things/count', 200, { ...json(3), headers: { ...json(3).headers, 'x-total-count': '3' } }),
    ).toEqual([]);
  });

  it('lets a path no route serves answer 404 only', () => {
    expect(get('/api/nothing', 404, json({ message: 'No such endpoint' }))).toEqual([]);
    expect(get('/api/nothing', 200, json({}))).toEqual([
      'GET /api/nothing 200: no operation in the document',
    ]);
  });
});

describe('a route declared wrongly', () => {
  it('fails the check against the document the app serves', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializer);
    registerErrorHandler(app);
    await app.register(swagger, {
      openapi: { info: { title: 't', version: '1' } },
      transform: documentResponses,
    });
    const access = { roles: ['admin'], scope: 'tenant' } as const;
    // Declares a 201 with `total`; answers 200 with `count`.
    app.post(
      '/api/wrong-status',
      { config: { access }, schema: { response: { 201: z.object({ total: z.number() }) } } },
      async () => ({ total: 1 }),
    );
    // Declares JSON; sends a PDF.
    app.get(
      '/api/wrong-type',
      { config: { access }, schema: { response: { 200: z.object({ ok: z.boolean() }) } } },
      async (_req, reply) =>
        sendDownload(reply, { body: Buffer.from('%PDF-1.3'), contentType: PDF, filename: 'a.pdf' }),
    );
    // Declared right: a PDF with its name, and the errors every signed-in route may answer.
    app.get(
      '/api/right/:id',
      { config: { access }, schema: { response: { 200: fileResponse('A file', PDF) } } },
      async (req, reply) => {
        if ((req.params as { id: string }).id === '0') throw notFound();
        return sendDownload(reply, { body: Buffer.from('%PDF-1.3'), contentType: PDF, filename: 'a.pdf' });
      },
    );
    await app.ready();
    const check = createResponseChecker(app.swagger() as unknown as OpenApiDocument);
    const seen = async (method: 'GET' | 'POST', url: string) => {
      const res = await app.inject({ method, url });
      return check({
        method,
        url,
        statusCode: res.statusCode,
        headers: res.headers,
        rawPayload: res.rawPayload,
      });
    };

    expect(await seen('POST', '/api/wrong-status')).toEqual([
      'POST /api/wrong-status 200: status not declared',
    ]);
    expect(await seen('GET', '/api/wrong-type')).toEqual([
      'GET /api/wrong-type 200: header content-disposition not declared',
      'GET /api/wrong-type 200: content type "application/pdf" not declared (declared: application/json)',
    ]);
    expect(await seen('GET', '/api/right/1')).toEqual([]);
    expect(await seen('GET', '/api/right/0')).toEqual([]);
    await app.close();
  });
});
