import { ZDunningPause, ZDunningPauseRequest, ZDunningPolicy, ZStudentParams } from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { desk, owner } from '../../auth/route-access.ts';
import { dunningPolicyOf, pauseDunning, resumeDunning, saveDunningPolicy } from './dunning.service.ts';

/** Dunning: the owner's policy, and a pause per student for the desk. */
export function dunningRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dunning/policy',
      {
        config: { access: owner },
        schema: {
          tags: ['reminders'],
          summary: 'When StudyDesk reminds students who owe by itself',
          response: { 200: ZDunningPolicy },
        },
      },
      async (req) => dunningPolicyOf(req.db, requireTenantActor(req)),
    );

    app.put(
      '/dunning/policy',
      {
        config: { access: owner, audit: { action: 'dunning.policy', target: 'settings' } },
        schema: {
          tags: ['reminders'],
          summary: 'Saves the dunning policy',
          body: ZDunningPolicy,
          response: { 200: ZDunningPolicy },
        },
      },
      async (req) => saveDunningPolicy(req.db, requireTenantActor(req), req.body),
    );

    app.put(
      '/dunning/pauses/:studentId',
      {
        config: { access: desk, audit: { action: 'dunning.pause', target: 'student' } },
        schema: {
          tags: ['reminders'],
          summary: "Pauses a student's reminders, until a date or until resumed",
          params: ZStudentParams,
          body: ZDunningPauseRequest,
          response: { 200: ZDunningPause },
        },
      },
      async (req) => pauseDunning(req.db, requireTenantActor(req), req.params.studentId, req.body.until),
    );

    app.delete(
      '/dunning/pauses/:studentId',
      {
        config: { access: desk, audit: { action: 'dunning.resume', target: 'student' } },
        schema: {
          tags: ['reminders'],
          summary: 'Lets StudyDesk remind the student again',
          params: ZStudentParams,
          response: { 200: ZDunningPause },
        },
      },
      async (req) => resumeDunning(req.db, requireTenantActor(req), req.params.studentId),
    );
  };
}
