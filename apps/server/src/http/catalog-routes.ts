import { ZIdParams, ZMessageResponse } from '@studydesk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { noteAudit } from '../audit/audit-trail.ts';
import { requireTenantActor } from '../auth/access-plugin.ts';
import type { RouteAccess } from '../auth/actor.ts';
import { desk, owner } from '../auth/route-access.ts';
import type { Db } from '../db/client.ts';

/**
 * A list of simple rows a library keeps (shifts, seat time slots, membership plans): the desk
 * (or `read`) lists them, the owner adds, replaces and deletes them, each change audited as
 * `<name>.add|update|delete`. The queries take the tenant first.
 */
export interface CatalogSpec<Row extends { id: number }, Body extends z.ZodType, Values> {
  path: string;
  name: string;
  tag: string;
  body: Body;
  item: z.ZodType;
  list: z.ZodType;
  /** Who may list them: the desk unless said. */
  read?: RouteAccess;
  deleted: string;
  present(row: Row): unknown;
  rows(db: Db, adminId: number): Promise<Row[]>;
  /** The row's values from a request body (its names and units as the table keeps them). */
  values(body: z.output<Body>): Values;
  insert(db: Db, adminId: number, values: Values): Promise<Row>;
  /** Left out where rows are only added and deleted. */
  update?(db: Db, adminId: number, id: number, values: Values): Promise<Row>;
  remove(db: Db, adminId: number, id: number): Promise<{ id: number }>;
}

export function registerCatalogRoutes<Row extends { id: number }, Body extends z.ZodType, Values>(
  app: FastifyInstance,
  spec: CatalogSpec<Row, Body, Values>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const audit = (verb: string) => ({ action: `${spec.name}.${verb}`, target: spec.name });
  const tags = [spec.tag];

  r.get(
    spec.path,
    { config: { access: spec.read ?? desk }, schema: { tags, response: { 200: spec.list } } },
    async (req) => (await spec.rows(req.db, requireTenantActor(req).tenantId)).map(spec.present),
  );

  r.post(
    spec.path,
    {
      config: { access: owner, audit: audit('add') },
      schema: { tags, body: spec.body, response: { 201: spec.item } },
    },
    async (req, reply) => {
      const row = await spec.insert(
        req.db,
        requireTenantActor(req).tenantId,
        spec.values(req.body as z.output<Body>),
      );
      noteAudit(req, { targetId: row.id });
      reply.status(201);
      return spec.present(row);
    },
  );

  const update = spec.update;
  if (update) {
    r.put(
      `${spec.path}/:id`,
      {
        config: { access: owner, audit: audit('update') },
        schema: { tags, params: ZIdParams, body: spec.body, response: { 200: spec.item } },
      },
      async (req) => {
        const row = await update(
          req.db,
          requireTenantActor(req).tenantId,
          req.params.id,
          spec.values(req.body as z.output<Body>),
        );
        noteAudit(req, { targetId: row.id });
        return spec.present(row);
      },
    );
  }

  r.delete(
    `${spec.path}/:id`,
    {
      config: { access: owner, audit: audit('delete') },
      schema: { tags, params: ZIdParams, response: { 200: ZMessageResponse } },
    },
    async (req) => {
      const row = await spec.remove(req.db, requireTenantActor(req).tenantId, req.params.id);
      noteAudit(req, { targetId: row.id });
      return { message: spec.deleted };
    },
  );
}
