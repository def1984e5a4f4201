import {
  ZLastRemindersQuery,
  ZMessageResponse,
  ZReminderDeliveryMode,
  ZReminderLogList,
  ZReminderPrepared,
  ZReminderRequest,
  ZReminderTemplates,
  ZReminderTemplatesRequest,
} from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { desk, owner } from '../../auth/route-access.ts';
import { deliveryModeOf } from './messaging.service.ts';
import { findTemplates, saveTemplates } from './reminders.queries.ts';
import { lastRemindersOf, prepareReminder } from './reminders.service.ts';

/** Reminders over WhatsApp or SMS (by hand, or by the library's provider), their templates and their log. */
export function remindersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/reminders/templates',
      { config: { access: desk }, schema: { tags: ['reminders'], response: { 200: ZReminderTemplates } } },
      async (req) => findTemplates(req.db, requireTenantActor(req).tenantId),
    );

    app.put(
      '/reminders/templates',
      {
        config: { access: owner, audit: { action: 'reminder-templates.update', target: 'settings' } },
        schema: { tags: ['reminders'], body: ZReminderTemplatesRequest, response: { 200: ZMessageResponse } },
      },
      async (req) => {
        await saveTemplates(req.db, requireTenantActor(req).tenantId, req.body);
        return { message: 'Reminder templates saved' };
      },
    );

    app.post(
      '/reminders',
      {
        config: { access: desk, audit: { action: 'reminder.send', target: 'student' } },
        schema: { tags: ['reminders'], body: ZReminderRequest, response: { 201: ZReminderPrepared } },
      },
      async (req, reply) => {
        const prepared = await prepareReminder(req.db, ctx.messaging, requireTenantActor(req), {
          studentId: req.body.student_id,
          kind: req.body.kind,
          channel: req.body.channel,
          lang: req.body.lang,
        });
        noteAudit(req, {
          targetId: req.body.student_id,
          details: {
            kind: req.body.kind,
            channel: req.body.channel,
            delivery: prepared.delivery?.status ?? 'link',
          },
        });
        reply.status(201);
        return prepared;
      },
    );

    app.get(
      '/reminders/delivery',
      {
        config: { access: desk },
        schema: {
          tags: ['reminders'],
          summary: "Whether reminders go out by the library's provider, or as links to tap",
          response: { 200: ZReminderDeliveryMode },
        },
      },
      async (req) => deliveryModeOf(req.db, requireTenantActor(req).tenantId),
    );

    app.get(
      '/reminders/last',
      {
        config: { access: desk },
        schema: {
          tags: ['reminders'],
          querystring: ZLastRemindersQuery,
          response: { 200: ZReminderLogList },
        },
      },
      async (req) => lastRemindersOf(req.db, requireTenantActor(req).tenantId, req.query.students),
    );
  };
}
