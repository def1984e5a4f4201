import {
  ZIdParams,
  ZLead,
  ZLeadConvertRequest,
  ZLeadList,
  ZLeadsQuery,
  ZLeadUpdateRequest,
} from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { desk, owner } from '../../auth/route-access.ts';
import { withTotal } from '../../http/paging.ts';
import { changeLead, convertLead, leadList } from './leads.service.ts';

const tags = ['leads'];

/** Enquiries from the public page, followed up by the desk until they join (a student) or not. */
export function leadsRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/leads',
      { config: { access: desk }, schema: { tags, querystring: ZLeadsQuery, response: { 200: ZLeadList } } },
      async (req, reply) => withTotal(reply, await leadList(req.db, requireTenantActor(req), req.query)),
    );

    app.patch(
      '/leads/:id',
      {
        config: { access: desk, audit: { action: 'lead.update', target: 'lead' } },
        schema: { tags, params: ZIdParams, body: ZLeadUpdateRequest, response: { 200: ZLead } },
      },
      async (req) => {
        noteAudit(req, { targetId: req.params.id, details: { ...req.body } });
        return changeLead(req.db, requireTenantActor(req), req.params.id, req.body);
      },
    );

    app.post(
      '/leads/:id/convert',
      {
        config: { access: owner, audit: { action: 'lead.convert', target: 'lead' } },
        schema: { tags, params: ZIdParams, body: ZLeadConvertRequest, response: { 200: ZLead } },
      },
      async (req) => {
        noteAudit(req, { targetId: req.params.id, details: { student_id: req.body.student_id } });
        return convertLead(req.db, requireTenantActor(req), req.params.id, req.body);
      },
    );
  };
}
