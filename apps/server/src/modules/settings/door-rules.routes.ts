import { ZDoorRules, ZDoorRulesRequest, ZNoShowRule, ZNoShowRuleRequest } from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { owner } from '../../auth/route-access.ts';
import { toPaise, toRupees } from '../../money.ts';
import {
  type DoorRulesRow,
  type NoShowRule,
  readDoorRules,
  readNoShowRule,
  writeDoorRules,
  writeNoShowRule,
} from './door-rules.queries.ts';

const present = (r: DoorRulesRow) => ({
  card_revoked: r.cardRevoked,
  plan_expired: r.planExpired,
  no_plan: r.noPlan,
  outside_shift: r.outsideShift,
  dues: r.dues,
  dues_above: toRupees(r.duesAbovePaise),
  already_in: r.alreadyIn,
});

const presentNoShows = (r: NoShowRule) => ({ free_seats: r.freeSeats, after_minutes: r.afterMinutes });

/**
 * Settings: the owner's rules at the door (which refuse, which only warn), read by desk scans, and
 * whether a no-show's seat is free for the day (the seat map, the grid and desk bookings read it).
 */
export function doorRulesRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/settings/door-rules',
      { config: { access: owner }, schema: { tags: ['settings'], response: { 200: ZDoorRules } } },
      async (req) => present(await readDoorRules(req.db, requireTenantActor(req).tenantId)),
    );
    app.put(
      '/settings/door-rules',
      {
        config: { access: owner, audit: { action: 'door-rules.update', target: 'admin' } },
        schema: { tags: ['settings'], body: ZDoorRulesRequest, response: { 200: ZDoorRules } },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        const b = req.body;
        const rules: DoorRulesRow = {
          cardRevoked: b.card_revoked,
          planExpired: b.plan_expired,
          noPlan: b.no_plan,
          outsideShift: b.outside_shift,
          dues: b.dues,
          duesAbovePaise: toPaise(b.dues_above),
          alreadyIn: b.already_in,
        };
        await writeDoorRules(req.db, actor.tenantId, rules);
        noteAudit(req, { targetId: actor.tenantId, details: { ...b } });
        return present(rules);
      },
    );

    app.get(
      '/settings/no-shows',
      { config: { access: owner }, schema: { tags: ['settings'], response: { 200: ZNoShowRule } } },
      async (req) => presentNoShows(await readNoShowRule(req.db, requireTenantActor(req).tenantId)),
    );
    app.put(
      '/settings/no-shows',
      {
        config: { access: owner, audit: { action: 'no-shows.update', target: 'admin' } },
        schema: { tags: ['settings'], body: ZNoShowRuleRequest, response: { 200: ZNoShowRule } },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        const rule = { freeSeats: req.body.free_seats, afterMinutes: req.body.after_minutes };
        await writeNoShowRule(req.db, actor.tenantId, rule);
        noteAudit(req, { targetId: actor.tenantId, details: { ...req.body } });
        return presentNoShows(rule);
      },
    );
  };
}
