import { ZLibraryIdentity, ZLibraryIdentityRequest } from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { owner } from '../../auth/route-access.ts';
import { MAX_IMAGE_BYTES } from '../../uploads/image-store.ts';
import { readForm } from '../../uploads/multipart-form.ts';
import { readIdentity, removeLogo, saveIdentity, saveLogo } from './library-identity.service.ts';

const tags = ['settings'];

/** The library's identity (name, address, phone, logo, UPI ID): the owner reads and edits it. */
export function libraryIdentityRoutes({ images }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/admin/setting/identity',
      { config: { access: owner }, schema: { tags, response: { 200: ZLibraryIdentity } } },
      async (req) => readIdentity(req.db, requireTenantActor(req).tenantId),
    );

    app.put(
      '/auth/admin/setting/identity',
      {
        config: { access: owner, audit: { action: 'settings.identity', target: 'admin' } },
        schema: { tags, body: ZLibraryIdentityRequest, response: { 200: ZLibraryIdentity } },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        const saved = await saveIdentity(req.db, actor, req.body);
        noteAudit(req, { targetId: actor.tenantId, details: { name: saved.name, upiId: saved.upiId } });
        return saved;
      },
    );

    app.post(
      '/auth/admin/setting/logo',
      {
        config: { access: owner, audit: { action: 'settings.logo', target: 'admin' } },
        schema: {
          tags,
          summary: 'Multipart: logo (a JPEG, PNG, WebP or GIF image, at most 2 MB)',
          response: { 200: ZLibraryIdentity },
        },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        const { file } = await readForm(req, { maxFileBytes: MAX_IMAGE_BYTES + 1, fileField: 'logo' });
        const saved = await saveLogo(req.db, images, actor, file);
        noteAudit(req, { targetId: actor.tenantId, details: { logo: saved.logo } });
        return saved;
      },
    );

    app.delete(
      '/auth/admin/setting/logo',
      {
        config: { access: owner, audit: { action: 'settings.logo_remove', target: 'admin' } },
        schema: { tags, response: { 200: ZLibraryIdentity } },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        const saved = await removeLogo(req.db, images, actor);
        noteAudit(req, { targetId: actor.tenantId });
        return saved;
      },
    );
  };
}
