import path from 'node:path';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { type AppContext, type AppLimits, DEFAULT_LIMITS } from './app-context.ts';
import { registerAuditTrail } from './audit/audit-trail.ts';
import { registerAccessControl } from './auth/access-plugin.ts';
import { LoginThrottle } from './auth/login-throttle.ts';
import { databaseRateLimitStore } from './auth/rate-limit-store.ts';
import type { Config } from './config.ts';
import { openCardTokens } from './crypto/card-tokens.ts';
import { openSecretBox, openVault } from './crypto/open-vault.ts';
import type { Database } from './db/client.ts';
import { registerErrorHandler } from './errors/error-handler.ts';
import { registerIdempotency } from './http/idempotency.ts';
import { documentResponses } from './http/openapi-responses.ts';
import { registerRequestGuards } from './http/request-guards.ts';
import { responseSerializer } from './http/response-serializer.ts';
import { registerSpa } from './http/spa.ts';
import { type JobQueueOptions, registerJobQueue } from './jobs/job-queue-plugin.ts';
import { loggerOptions } from './logging.ts';
import { adminsRoutes } from './modules/admins/admins.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { expensesRoutes } from './modules/expenses/expenses.routes.ts';
import { duesRoutes } from './modules/finance/dues.routes.ts';
import { financeRoutes } from './modules/finance/finance.routes.ts';
import { gstRoutes } from './modules/finance/gst.routes.ts';
import { ledgerRoutes } from './modules/finance/ledger.routes.ts';
import { paymentsRoutes } from './modules/finance/payments.routes.ts';
import { reconciliationRoutes } from './modules/finance/reconciliation.routes.ts';
import { refundsRoutes } from './modules/finance/refunds.routes.ts';
import { statementsRoutes } from './modules/finance/statements.routes.ts';
import { gatewayRoutes } from './modules/gateway/gateway.routes.ts';
import { razorpayWebhookRoutes } from './modules/gateway/razorpay-webhook.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { idCardsRoutes } from './modules/id-cards/id-cards.routes.ts';
import { importExportRoutes } from './modules/import-export/import-export.routes.ts';
import { institutesRoutes } from './modules/institutes/institutes.routes.ts';
import { monthEndRoutes } from './modules/month-end/month-end.routes.ts';
import { booksRoutes } from './modules/operations/books.routes.ts';
import { deskRoutes } from './modules/operations/desk.routes.ts';
import { doorDevicesRoutes } from './modules/operations/door-devices.routes.ts';
import { eventsRoutes } from './modules/operations/events.routes.ts';
import { organizationsRoutes } from './modules/organizations/organizations.routes.ts';
import { activitiesRoutes } from './modules/platform/activities.routes.ts';
import { directoryRoutes } from './modules/platform/directory.routes.ts';
import { jobsRoutes } from './modules/platform/jobs.routes.ts';
import { loginSwitchRoutes } from './modules/platform/login-switch.routes.ts';
import { leadsRoutes } from './modules/public-pages/leads.routes.ts';
import { publicPagesRoutes } from './modules/public-pages/public-pages.routes.ts';
import { dunningRoutes } from './modules/reminders/dunning.routes.ts';
import { messageLogRoutes } from './modules/reminders/message-log.routes.ts';
import { messagingRoutes } from './modules/reminders/messaging.routes.ts';
import { msg91WebhookRoutes } from './modules/reminders/msg91-webhook.routes.ts';
import { remindersRoutes } from './modules/reminders/reminders.routes.ts';
import { whatsappWebhookRoutes } from './modules/reminders/whatsapp-webhook.routes.ts';
import { pausesRoutes } from './modules/seating/pauses.routes.ts';
import { placesRoutes } from './modules/seating/places.routes.ts';
import { plansRoutes } from './modules/seating/plans.routes.ts';
import { seatsRoutes } from './modules/seating/seats.routes.ts';
import { shiftsRoutes } from './modules/seating/shifts.routes.ts';
import { doorRulesRoutes } from './modules/settings/door-rules.routes.ts';
import { libraryIdentityRoutes } from './modules/settings/library-identity.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { invitesRoutes } from './modules/students/invites.routes.ts';
import { studentsRoutes } from './modules/students/students.routes.ts';
import { superadminsRoutes } from './modules/superadmins/superadmins.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { ImageStore } from './uploads/image-store.ts';
import { closeThreadPools } from './workers/pool.ts';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface BuildAppOptions {
  config: Config;
  database: Database;
  limits?: Partial<AppLimits>;
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read it back). */
  logStream?: Writable;
  /** The job queue's polling (tests shorten it), kinds beyond the app's own and its clock (tests set them). */
  jobs?: JobQueueOptions;
}

/** Assembles the HTTP app: plugins, access control, every domain's routes under /api, and the SPA. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.LOG_LEVEL, options.logStream),
    trustProxy: trustedHops(config.TRUST_PROXY),
    logController: new RequestLogAtDebug(),
    bodyLimit: 1024 * 1024,
    // The spec writes some paths with a trailing slash ('auth/seat/', 'books/'): both spellings answer.
    routerOptions: { ignoreTrailingSlash: true },
    // Slow or idle clients must not hold connections (and file descriptors) open.
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
  });
  app.server.maxConnections = limits.maxConnections;
  app.server.headersTimeout = Math.min(limits.requestTimeoutMs, 20_000);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);

  const messaging = {
    box: openSecretBox(config),
    whatsappBase: config.WHATSAPP_API_BASE.replace(/\/+$/, ''),
    msg91Base: config.MSG91_API_BASE.replace(/\/+$/, ''),
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
  };
  const cards = openCardTokens(config);
  const jobs = registerJobQueue(app, database, { messaging, cards, clock: () => new Date() }, options.jobs);
  const ctx: AppContext = {
    jobs,
    db: database.db,
    database,
    config,
    limits,
    images: new ImageStore(),
    vault: openVault(config),
    cards,
    messaging,
    gateway: {
      box: openSecretBox(config),
      razorpayBase: config.RAZORPAY_API_BASE.replace(/\/+$/, ''),
    },
    loginThrottle: new LoginThrottle(database.db, {
      freeFailures: limits.loginFailuresPerAccount,
      baseDelayMs: limits.loginFailureDelayMs,
      maxDelayMs: 15 * 60 * 1000,
      forgetAfterMs: 60 * 60 * 1000,
    }),
  };

  // Served over plain HTTP on a LAN too: HSTS only on HTTPS requests (request guards), and no
  // upgrade of asset requests to https.
  await app.register(helmet, {
    hsts: false,
    contentSecurityPolicy: {
      directives: {
        'upgrade-insecure-requests': null,
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
      },
    },
  });
  // Answers above 1 KB (API JSON) travel compressed; the SPA's prebuilt .br/.gz files already carry
  // their Content-Encoding and are left alone.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 60 } });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(database.db),
    errorResponseBuilder: (_req, c) => ({
      statusCode: 429,
      message: `Too many attempts. Please wait ${Math.ceil(c.ttl / 1000)} seconds and try again.`,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'StudyDesk API',
        version: '0.1.0',
        description: 'Library and coaching institute management.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'sd_session' },
        },
      },
    },
    transform: documentResponses,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.addHook('onClose', closeThreadPools);

  registerErrorHandler(app);
  registerRequestGuards(app);
  registerAccessControl(app, ctx.db);
  registerAuditTrail(app, ctx.db);
  registerIdempotency(app, ctx.db);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(ctx));
      await api.register(authRoutes(ctx));
      await api.register(adminsRoutes(ctx));
      await api.register(studentsRoutes(ctx));
      await api.register(organizationsRoutes(ctx));
      await api.register(institutesRoutes(ctx));
      await api.register(superadminsRoutes(ctx));
      await api.register(loginSwitchRoutes(ctx));
      await api.register(directoryRoutes(ctx));
      await api.register(activitiesRoutes(ctx));
      await api.register(uploadsRoutes(ctx));
      await api.register(staffRoutes(ctx));
      await api.register(settingsRoutes(ctx));
      await api.register(libraryIdentityRoutes(ctx));
      await api.register(publicPagesRoutes(ctx));
      await api.register(leadsRoutes(ctx));
      await api.register(doorRulesRoutes(ctx));
      await api.register(importExportRoutes(ctx));
      await api.register(idCardsRoutes(ctx));
      await api.register(invitesRoutes(ctx));
      await api.register(shiftsRoutes(ctx));
      await api.register(seatsRoutes(ctx));
      await api.register(placesRoutes(ctx));
      await api.register(plansRoutes(ctx));
      await api.register(pausesRoutes(ctx));
      await api.register(monthEndRoutes(ctx));
      await api.register(financeRoutes(ctx));
      await api.register(ledgerRoutes(ctx));
      await api.register(paymentsRoutes(ctx));
      await api.register(refundsRoutes(ctx));
      await api.register(gstRoutes(ctx));
      await api.register(statementsRoutes(ctx));
      await api.register(duesRoutes(ctx));
      await api.register(reconciliationRoutes(ctx));
      await api.register(expensesRoutes(ctx));
      await api.register(booksRoutes(ctx));
      await api.register(eventsRoutes(ctx));
      await api.register(deskRoutes(ctx));
      await api.register(doorDevicesRoutes(ctx));
      await api.register(dashboardRoutes(ctx));
      await api.register(remindersRoutes(ctx));
      await api.register(jobsRoutes(ctx));
      await api.register(messagingRoutes(ctx));
      await api.register(dunningRoutes(ctx));
      await api.register(whatsappWebhookRoutes(ctx));
      await api.register(gatewayRoutes(ctx));
      await api.register(razorpayWebhookRoutes(ctx));
      await api.register(msg91WebhookRoutes(ctx));
      await api.register(messageLogRoutes());
    },
    { prefix: '/api' },
  );

  await registerSpa(app, config.WEB_DIST ?? defaultWebDist);
  return app;
}

/**
 * One log line per request, at debug (Fastify writes two at info): a production log at the
 * default level shows the start banner, warnings and errors, not every request.
 */
class RequestLogAtDebug extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      super.requestCompleted(error, req, reply);
      return;
    }
    req.log.debug(
      {
        method: req.method,
        url: req.routeOptions.url ?? req.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  }
}

/** A hop count becomes "believe only the nearest n hops" (what proxy-addr does with a number). */
function trustedHops(trust: Config['TRUST_PROXY']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
