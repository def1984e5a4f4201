import {
  ZAddSuperadminRequest,
  ZCountResponse,
  ZIdParams,
  ZMessageResponse,
  ZSuperadminSummary,
} from '@studydesk/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireActor } from '../../auth/access-plugin.ts';
import type { RouteAccess } from '../../auth/actor.ts';
import { assertAcceptablePassword, hashPassword } from '../../auth/password.ts';
import { deleteSessionsOfUser } from '../../auth/sessions.ts';
import { countRows } from '../../db/count.ts';
import { superadmins } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors/http-errors.ts';

const platform: RouteAccess = { roles: ['superadmin'], scope: 'platform' };

/** The platform's own operators. There is always at least one, and nobody removes themself. */
export function superadminsRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/superadmin',
      {
        config: { access: platform },
        schema: { tags: ['superadmins'], response: { 200: z.array(ZSuperadminSummary) } },
      },
      async (req) => {
        const rows = await req.db
          .select({ id: superadmins.id, email: superadmins.email, createdAt: superadmins.createdAt })
          .from(superadmins)
          .orderBy(asc(superadmins.id));
        return rows.map((r) => ({ id: r.id, email: r.email, created_at: r.createdAt.toISOString() }));
      },
    );

    app.get(
      '/auth/superadmin/count',
      { config: { access: platform }, schema: { tags: ['counts'], response: { 200: ZCountResponse } } },
      async (req) => ({ total: await countRows(req.db, superadmins) }),
    );

    app.post(
      '/auth/superadmin',
      {
        config: { access: platform, audit: { action: 'superadmin.add', target: 'superadmin' } },
        schema: { tags: ['superadmins'], body: ZAddSuperadminRequest, response: { 201: ZSuperadminSummary } },
      },
      async (req, reply) => {
        assertAcceptablePassword(req.body.password);
        const [taken] = await req.db
          .select({ id: superadmins.id })
          .from(superadmins)
          .where(eq(superadmins.email, req.body.email));
        if (taken) throw conflict('A super admin with this email already exists.');
        const [row] = await req.db
          .insert(superadmins)
          .values({ email: req.body.email, passwordHash: await hashPassword(req.body.password) })
          .returning();
        if (!row) throw new Error('insert returned nothing');
        noteAudit(req, { targetId: row.id, details: { email: row.email } });
        reply.status(201);
        return { id: row.id, email: row.email, created_at: row.createdAt.toISOString() };
      },
    );

    app.delete(
      '/auth/superadmin/:id',
      {
        config: { access: platform, audit: { action: 'superadmin.delete', target: 'superadmin' } },
        schema: { tags: ['superadmins'], params: ZIdParams, response: { 200: ZMessageResponse } },
      },
      async (req) => {
        const actor = requireActor(req);
        if (req.params.id === actor.userId) throw conflict('You cannot delete your own super admin account.');
        // Lock the rows so two concurrent deletions cannot remove the last two super admins.
        const all = await req.db.select({ id: superadmins.id }).from(superadmins).for('update');
        if (!all.some((r) => r.id === req.params.id)) throw notFound('Super admin not found.');
        if (all.length <= 1) throw conflict('The last super admin cannot be deleted.');
        const [row] = await req.db
          .delete(superadmins)
          .where(eq(superadmins.id, req.params.id))
          .returning({ id: superadmins.id, email: superadmins.email });
        if (!row) throw notFound('Super admin not found.');
        await deleteSessionsOfUser(req.db, 'superadmin', row.id);
        noteAudit(req, { targetId: row.id, details: { email: row.email } });
        return { message: 'Super Admin deleted successfully' };
      },
    );
  };
}
