import {
  ZDoorAnswer,
  ZDoorDeviceCreated,
  ZDoorDeviceList,
  ZDoorDeviceRequest,
  ZIdParams,
  ZKiosk,
  ZKioskPairRequest,
  ZKioskScanRequest,
  ZMessageResponse,
  ZPosterCheckinRequest,
} from '@studydesk/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import type { DoorDevice, RouteAccess } from '../../auth/actor.ts';
import { setDeviceCookie } from '../../auth/door-device-credential.ts';
import { owner } from '../../auth/route-access.ts';
import { unauthorized } from '../../errors/http-errors.ts';
import { errorResponse, rateLimited } from '../../http/openapi-responses.ts';
import {
  addDoorDevice,
  doorDevicesOf,
  kioskOf,
  kioskScan,
  PAIRING_REFUSED,
  POSTER_REFUSED,
  pairKiosk,
  posterCheckin,
  renewPairing,
  revokeDevice,
} from './door-devices.service.ts';

const kiosk: RouteAccess = { device: 'kiosk' };
const student: RouteAccess = { roles: ['student'], scope: 'tenant' };
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;
const deviceOf = (req: FastifyRequest): DoorDevice => {
  if (!req.doorDevice) throw unauthorized();
  return req.doorDevice;
};

/**
 * Self check-in at the door: the owner's kiosks and posters (Settings), the kiosk's own routes
 * (its credential can do nothing else) and the student's scan of a door poster.
 */
export function doorDevicesRoutes({ cards, limits }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/door-devices',
      {
        config: { access: owner },
        schema: {
          tags: ['door'],
          summary: 'Kiosks and door posters in use',
          response: { 200: ZDoorDeviceList },
        },
      },
      async (req) => doorDevicesOf(req.db, cards, requireTenantActor(req).tenantId, originOf(req)),
    );

    app.post(
      '/door-devices',
      {
        config: { access: owner, audit: { action: 'door_device.create', target: 'door_device' } },
        schema: {
          tags: ['door'],
          summary: 'Adds a kiosk (with a pairing link, 15 minutes, single use) or a door poster',
          body: ZDoorDeviceRequest,
          response: { 201: ZDoorDeviceCreated },
        },
      },
      async (req, reply) => {
        const created = await addDoorDevice(req.db, cards, requireTenantActor(req), req.body, originOf(req));
        noteAudit(req, { targetId: created.device.id, details: { kind: created.device.kind } });
        reply.status(201);
        return created;
      },
    );

    app.post(
      '/door-devices/:id/pairing',
      {
        config: { access: owner, audit: { action: 'door_device.pairing', target: 'door_device' } },
        schema: {
          tags: ['door'],
          summary: "A new pairing link for a kiosk: pairing with it replaces the kiosk's credential",
          params: ZIdParams,
          response: { 200: ZDoorDeviceCreated.pick({ pairing_url: true, pairing_expires_at: true }) },
        },
      },
      async (req) => {
        const link = await renewPairing(req.db, requireTenantActor(req), req.params.id, originOf(req));
        noteAudit(req, { targetId: req.params.id });
        return link;
      },
    );

    app.delete(
      '/door-devices/:id',
      {
        config: { access: owner, audit: { action: 'door_device.revoke', target: 'door_device' } },
        schema: {
          tags: ['door'],
          summary: 'Revokes a kiosk or poster: it refuses from now on',
          params: ZIdParams,
          response: { 200: ZMessageResponse },
        },
      },
      async (req) => {
        const device = await revokeDevice(req.db, requireTenantActor(req), req.params.id);
        noteAudit(req, { targetId: device.id });
        return { message: `${device.name} was revoked.` };
      },
    );

    // The tablet, not signed in as anyone, trades its pairing code for the kiosk's credential.
    const perAddress = rateLimited(app.rateLimit({ max: limits.loginPerIpPerMinute, timeWindow: 60_000 }));
    app.post(
      '/kiosk/pair',
      {
        config: { access: { public: true }, audit: { action: 'door_device.pair', target: 'door_device' } },
        onRequest: [perAddress],
        schema: {
          tags: ['door'],
          summary: "Pairs this browser as the kiosk (sets the device's cookie)",
          body: ZKioskPairRequest,
          response: { 200: ZKiosk, 404: errorResponse(PAIRING_REFUSED) },
        },
      },
      async (req, reply) => {
        const paired = await pairKiosk(req.db, req.body.code);
        setDeviceCookie(req, reply, paired.credential);
        noteAudit(req, {
          adminId: paired.adminId,
          targetId: paired.deviceId,
          actor: { role: 'kiosk', id: paired.deviceId, email: null },
        });
        return paired.kiosk;
      },
    );

    app.get(
      '/kiosk',
      {
        config: { access: kiosk },
        schema: { tags: ['door'], summary: 'The paired kiosk and its library', response: { 200: ZKiosk } },
      },
      async (req) => kioskOf(req.db, deviceOf(req)),
    );

    app.post(
      '/kiosk/scan',
      {
        config: { access: kiosk, audit: { action: 'door.kiosk_scan', target: 'student' } },
        schema: {
          tags: ['door'],
          summary: "A card scanned at the kiosk: the desk's rules at the door, no override",
          body: ZKioskScanRequest,
          response: { 200: ZDoorAnswer },
        },
      },
      async (req) => {
        const device = deviceOf(req);
        const answer = await kioskScan(req.db, cards, device, req.body.code);
        noteAudit(req, {
          adminId: device.adminId,
          actor: { role: 'kiosk', id: device.id, email: null },
          details: {
            verdict: answer.verdict,
            action: answer.action,
            rules: answer.reasons.map((r) => r.rule),
          },
        });
        return answer;
      },
    );

    app.post(
      '/door/poster-checkin',
      {
        config: { access: student, audit: { action: 'door.poster', target: 'student' } },
        schema: {
          tags: ['door'],
          summary: 'The signed-in student scanned the door poster: checks them in, or out when in',
          body: ZPosterCheckinRequest,
          response: { 200: ZDoorAnswer, 404: errorResponse(POSTER_REFUSED) },
        },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        const { answer, posterId } = await posterCheckin(req.db, cards, actor, req.body.poster);
        noteAudit(req, {
          targetId: actor.userId,
          details: { poster: posterId, verdict: answer.verdict, action: answer.action },
        });
        return answer;
      },
    );
  };
}
