import { ZConnectionTest, ZMessagingSettings, ZMessagingSettingsRequest } from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { owner } from '../../auth/route-access.ts';
import { messagingSettingsOf, testWhatsappConnection, updateMessagingSettings } from './messaging.service.ts';

/** The owner's reminder providers: WhatsApp Business Cloud API and MSG91 SMS. */
export function messagingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/messaging/settings',
      {
        config: { access: owner },
        schema: {
          tags: ['reminders'],
          summary: "The library's reminder providers (secrets only as set or not)",
          response: { 200: ZMessagingSettings },
        },
      },
      async (req) => messagingSettingsOf(req.db, requireTenantActor(req).tenantId),
    );

    app.put(
      '/messaging/settings',
      {
        config: { access: owner, audit: { action: 'messaging.update', target: 'settings' } },
        schema: {
          tags: ['reminders'],
          summary: 'Saves the reminder providers; a secret left out keeps the stored one, "" clears it',
          body: ZMessagingSettingsRequest,
          response: { 200: ZMessagingSettings },
        },
      },
      async (req) =>
        updateMessagingSettings(req.db, ctx.messaging.box, requireTenantActor(req).tenantId, req.body),
    );

    app.post(
      '/messaging/whatsapp/test',
      {
        config: { access: owner, audit: { action: 'messaging.test', target: 'settings' } },
        schema: {
          tags: ['reminders'],
          summary: "Test connection: reads the phone number's record from Meta with the saved token",
          response: { 200: ZConnectionTest },
        },
      },
      async (req) => testWhatsappConnection(req.db, ctx.messaging, requireTenantActor(req).tenantId),
    );
  };
}
