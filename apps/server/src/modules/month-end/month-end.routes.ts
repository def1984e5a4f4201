import {
  ZCreatedResponse,
  ZForecastStudentList,
  ZForecastStudentsQuery,
  ZIdParams,
  ZMessageResponse,
  ZMonthEndAnswerRequest,
  ZMonthEndForecast,
  ZMonthEndQuestion,
  ZMonthEndSettings,
  ZMonthEndTokenParams,
  ZMyMonthEnd,
  ZPageQuery,
  ZSeatOfferList,
  ZWaitingAssignRequest,
  ZWaitingEntry,
  ZWaitingEntryRequest,
  ZWaitingList,
} from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { desk, owner } from '../../auth/route-access.ts';
import { errorResponse, rateLimited } from '../../http/openapi-responses.ts';
import { withTotal } from '../../http/paging.ts';
import {
  answerByLink,
  answerMine,
  forecastStudents,
  linkMonthEnd,
  MONTH_END_LINK_REFUSED,
  monthEndForecast,
  monthEndSettings,
  myMonthEnd,
  updateMonthEndSettings,
} from './month-end.service.ts';
import {
  addToWaitingList,
  assignFromWaitingList,
  removeFromWaitingList,
  seatOffers,
  waitingListPage,
} from './waiting-list.service.ts';

const student = { roles: ['student'], scope: 'tenant' } as const;
const tags = ['month-end'];

/** 'Continuing next month?' (in the app and by link), next month's forecast and the waiting list. */
export function monthEndRoutes({ cards, limits }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const perAddress = rateLimited(app.rateLimit({ max: limits.loginPerIpPerMinute, timeWindow: 60_000 }));
    const refused = errorResponse(MONTH_END_LINK_REFUSED);

    app.get(
      '/month-end/settings',
      { config: { access: owner }, schema: { tags, response: { 200: ZMonthEndSettings } } },
      async (req) => monthEndSettings(req.db, requireTenantActor(req).tenantId),
    );

    app.put(
      '/month-end/settings',
      {
        config: { access: owner, audit: { action: 'month-end.settings', target: 'admin' } },
        schema: { tags, body: ZMonthEndSettings, response: { 200: ZMonthEndSettings } },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        noteAudit(req, { targetId: actor.tenantId, details: { ...req.body } });
        return updateMonthEndSettings(req.db, actor, req.body);
      },
    );

    app.get(
      '/month-end/mine',
      { config: { access: student }, schema: { tags, response: { 200: ZMyMonthEnd } } },
      async (req) => myMonthEnd(req.db, requireTenantActor(req)),
    );

    app.put(
      '/month-end/mine',
      {
        config: { access: student, audit: { action: 'month-end.answer', target: 'student' } },
        schema: { tags, body: ZMonthEndAnswerRequest, response: { 200: ZMyMonthEnd } },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        noteAudit(req, { targetId: actor.userId, details: { answer: req.body.answer } });
        return answerMine(req.db, actor, req.body.answer);
      },
    );

    app.get(
      '/month-end/link/:token',
      {
        config: { access: { public: true } },
        onRequest: perAddress,
        schema: {
          tags,
          summary: "The 'Continuing next month?' question a message's link names",
          params: ZMonthEndTokenParams,
          response: { 200: ZMonthEndQuestion, 404: refused },
        },
      },
      async (req) => linkMonthEnd(req.db, cards, req.params.token),
    );

    app.put(
      '/month-end/link/:token',
      {
        config: { access: { public: true }, audit: { action: 'month-end.answer', target: 'student' } },
        onRequest: perAddress,
        schema: {
          tags,
          summary: "Answer 'Continuing next month?' through the message's link, without signing in",
          params: ZMonthEndTokenParams,
          body: ZMonthEndAnswerRequest,
          response: { 200: ZMonthEndQuestion, 404: refused },
        },
      },
      async (req) => {
        const { adminId, studentId, ...question } = await answerByLink(
          req.db,
          cards,
          req.params.token,
          req.body.answer,
        );
        noteAudit(req, {
          actor: { role: 'student', id: studentId, email: null },
          adminId,
          targetId: studentId,
          details: { answer: req.body.answer, by: 'link' },
        });
        return question;
      },
    );

    app.get(
      '/month-end/forecast',
      { config: { access: desk }, schema: { tags, response: { 200: ZMonthEndForecast } } },
      async (req) => {
        const actor = requireTenantActor(req);
        return monthEndForecast(req.db, actor.tenantId, actor.today);
      },
    );

    app.get(
      '/month-end/forecast/students',
      {
        config: { access: desk },
        schema: { tags, querystring: ZForecastStudentsQuery, response: { 200: ZForecastStudentList } },
      },
      async (req, reply) =>
        withTotal(reply, await forecastStudents(req.db, requireTenantActor(req), req.query)),
    );

    app.get(
      '/waiting-list',
      {
        config: { access: desk },
        schema: { tags, querystring: ZPageQuery, response: { 200: ZWaitingList } },
      },
      async (req, reply) =>
        withTotal(reply, await waitingListPage(req.db, requireTenantActor(req), req.query)),
    );

    app.post(
      '/waiting-list',
      {
        config: { access: desk, audit: { action: 'waiting-list.add', target: 'waiting-list' } },
        schema: { tags, body: ZWaitingEntryRequest, response: { 201: ZWaitingEntry } },
      },
      async (req, reply) => {
        const entry = await addToWaitingList(req.db, requireTenantActor(req), req.body);
        noteAudit(req, { targetId: entry.id });
        reply.status(201);
        return entry;
      },
    );

    app.delete(
      '/waiting-list/:id',
      {
        config: { access: desk, audit: { action: 'waiting-list.remove', target: 'waiting-list' } },
        schema: { tags, params: ZIdParams, response: { 200: ZMessageResponse } },
      },
      async (req) => {
        await removeFromWaitingList(req.db, requireTenantActor(req), req.params.id);
        noteAudit(req, { targetId: req.params.id });
        return { message: 'Removed from the waiting list' };
      },
    );

    app.get(
      '/waiting-list/offers',
      { config: { access: desk }, schema: { tags, response: { 200: ZSeatOfferList } } },
      async (req) => seatOffers(req.db, requireTenantActor(req)),
    );

    app.post(
      '/waiting-list/:id/assign',
      {
        config: { access: owner, audit: { action: 'waiting-list.assign', target: 'waiting-list' } },
        schema: { tags, params: ZIdParams, body: ZWaitingAssignRequest, response: { 201: ZCreatedResponse } },
      },
      async (req, reply) => {
        const actor = requireTenantActor(req);
        const { plan, details } = await assignFromWaitingList(req.db, actor, req.params.id, req.body);
        noteAudit(req, { targetId: req.params.id, details: { ...details, seat_plan_id: plan.id } });
        reply.status(201);
        return { message: 'Seat assigned', id: plan.id };
      },
    );
  };
}
