import {
  ZEnquiryRequest,
  ZMessageResponse,
  ZPublicLibrary,
  ZPublicPageSettings,
  ZPublicPageSettingsRequest,
  ZPublicPhotoFileParams,
  ZPublicPhotoParams,
  ZPublicSlugParams,
} from '@studydesk/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { owner } from '../../auth/route-access.ts';
import { fileResponse } from '../../http/downloads.ts';
import { errorResponse, rateLimited } from '../../http/openapi-responses.ts';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../uploads/image-store.ts';
import { readForm } from '../../uploads/multipart-form.ts';
import {
  addPublicPhoto,
  assertPhoneBudget,
  ENQUIRY_THANKS,
  PAGE_NOT_FOUND,
  publicLibrary,
  publicPhoto,
  readPublicPageSettings,
  removePublicPhoto,
  savePublicPageSettings,
  submitEnquiry,
} from './public-pages.service.ts';

const tags = ['public-pages'];

const sendPhoto = (reply: FastifyReply, image: { contentType: string; bytes: Buffer }) => {
  reply.header('content-type', image.contentType);
  reply.header('cache-control', 'public, max-age=3600');
  return reply.send(image.bytes);
};

/** The library's public page: the owner's settings, the page itself and its 'I'm interested' form. */
export function publicPagesRoutes({ cards, images, limits, config, db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const perAddress = rateLimited(app.rateLimit({ max: limits.loginPerIpPerMinute, timeWindow: 60_000 }));
    const enquiriesPerAddress = rateLimited(
      app.rateLimit({
        max: limits.enquiriesPerIpPerHour,
        timeWindow: 60 * 60_000,
        keyGenerator: (req) => `enquiry:${req.ip}`,
      }),
    );
    const missing = errorResponse(PAGE_NOT_FOUND);

    app.get(
      '/public-page/settings',
      { config: { access: owner }, schema: { tags, response: { 200: ZPublicPageSettings } } },
      async (req) => readPublicPageSettings(req.db, requireTenantActor(req).tenantId),
    );

    app.put(
      '/public-page/settings',
      {
        config: { access: owner, audit: { action: 'public-page.settings', target: 'admin' } },
        schema: {
          tags,
          body: ZPublicPageSettingsRequest,
          response: { 200: ZPublicPageSettings, 409: errorResponse('Another library uses the address') },
        },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        noteAudit(req, {
          targetId: actor.tenantId,
          details: { slug: req.body.slug, enabled: req.body.enabled },
        });
        return savePublicPageSettings(req.db, actor, req.body);
      },
    );

    app.post(
      '/public-page/photos',
      {
        config: { access: owner, audit: { action: 'public-page.photo', target: 'admin' } },
        schema: {
          tags,
          summary: 'Multipart: photo (a JPEG, PNG, WebP or GIF image, at most 2 MB); at most 6',
          response: { 201: ZPublicPageSettings },
        },
      },
      async (req, reply) => {
        const actor = requireTenantActor(req);
        const { file } = await readForm(req, { maxFileBytes: MAX_IMAGE_BYTES + 1, fileField: 'photo' });
        const saved = await addPublicPhoto(req.db, images, actor, file);
        noteAudit(req, { targetId: actor.tenantId });
        reply.status(201);
        return saved;
      },
    );

    app.delete(
      '/public-page/photos/:file',
      {
        config: { access: owner, audit: { action: 'public-page.photo_remove', target: 'admin' } },
        schema: { tags, params: ZPublicPhotoFileParams, response: { 200: ZPublicPageSettings } },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        noteAudit(req, { targetId: actor.tenantId, details: { file: req.params.file } });
        return removePublicPhoto(req.db, images, actor, req.params.file);
      },
    );

    app.get(
      '/public/libraries/:slug',
      {
        config: { access: { public: true } },
        onRequest: perAddress,
        schema: {
          tags,
          summary: "A library's public page (no sign-in): what its owner published and seats free today",
          params: ZPublicSlugParams,
          response: { 200: ZPublicLibrary, 404: missing },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return publicLibrary(req.db, cards, req.params.slug);
      },
    );

    app.get(
      '/public/libraries/:slug/photos/:file',
      {
        config: { access: { public: true } },
        onRequest: perAddress,
        schema: {
          tags,
          params: ZPublicPhotoParams,
          response: { 200: fileResponse('The photo', ...IMAGE_TYPES), 404: missing },
        },
      },
      async (req, reply) => {
        const image = await publicPhoto(req.db, images, req.params.slug, req.params.file);
        return sendPhoto(reply, image);
      },
    );

    app.post(
      '/public/libraries/:slug/enquiries',
      {
        config: { access: { public: true }, audit: { action: 'lead.enquiry', target: 'lead' } },
        onRequest: enquiriesPerAddress,
        // Each phone has its own budget, counted outside the write's transaction (so refusals count).
        preHandler: async (req) => {
          const { slug } = req.params as { slug: string };
          await assertPhoneBudget(db, slug, (req.body as { phone: string }).phone);
        },
        schema: {
          tags,
          summary: "'I'm interested' from a public page (no sign-in); one open enquiry per phone",
          params: ZPublicSlugParams,
          body: ZEnquiryRequest,
          response: { 201: ZMessageResponse, 404: missing },
        },
      },
      async (req, reply) => {
        const { leadId, adminId } = await submitEnquiry(
          req.db,
          cards,
          req.params.slug,
          req.body,
          config.ENQUIRY_MIN_SECONDS,
        );
        noteAudit(req, leadId === null ? { skip: true } : { adminId, targetId: leadId });
        reply.status(201);
        return { message: ENQUIRY_THANKS };
      },
    );
  };
}
