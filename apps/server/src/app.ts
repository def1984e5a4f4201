import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type AppContext, type AppLimits, DEFAULT_LIMITS } from './app-context.ts';
import { registerAuditTrail } from './audit/audit-trail.ts';
import { registerAccessControl } from './auth/access-plugin.ts';
import { LoginThrottle } from './auth/login-throttle.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerErrorHandler } from './errors/error-handler.ts';
import { adminsRoutes } from './modules/admins/admins.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { financeRoutes } from './modules/finance/finance.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { idCardsRoutes } from './modules/id-cards/id-cards.routes.ts';
import { importExportRoutes } from './modules/import-export/import-export.routes.ts';
import { institutesRoutes } from './modules/institutes/institutes.routes.ts';
import { booksRoutes } from './modules/operations/books.routes.ts';
import { deskRoutes } from './modules/operations/desk.routes.ts';
import { eventsRoutes } from './modules/operations/events.routes.ts';
import { organizationsRoutes } from './modules/organizations/organizations.routes.ts';
import { activitiesRoutes } from './modules/platform/activities.routes.ts';
import { directoryRoutes } from './modules/platform/directory.routes.ts';
import { loginSwitchRoutes } from './modules/platform/login-switch.routes.ts';
import { plansRoutes } from './modules/seating/plans.routes.ts';
import { seatsRoutes } from './modules/seating/seats.routes.ts';
import { shiftsRoutes } from './modules/seating/shifts.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { studentsRoutes } from './modules/students/students.routes.ts';
import { superadminsRoutes } from './modules/superadmins/superadmins.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { ImageStore } from './uploads/image-store.ts';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface BuildAppOptions {
  config: Config;
  database: Database;
  limits?: Partial<AppLimits>;
  logger?: boolean;
}

/** Assembles the HTTP app: plugins, access control, every domain's routes under /api, and the SPA. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    db: database.db,
    database,
    config,
    limits,
    images: new ImageStore(path.join(config.DATA_DIR, 'uploads')),
    loginThrottle: new LoginThrottle({
      maxFailures: limits.loginFailuresPerAccount,
      windowMs: limits.loginFailureWindowMs,
    }),
  };

  // Served over plain HTTP on a LAN too: no HSTS, and no upgrade of asset requests to https.
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
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 60 } });
  await app.register(rateLimit, {
    global: false,
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
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerErrorHandler(app);
  registerAccessControl(app, ctx.db);
  registerAuditTrail(app, ctx.db);

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
      await api.register(importExportRoutes(ctx));
      await api.register(idCardsRoutes(ctx));
      await api.register(shiftsRoutes(ctx));
      await api.register(seatsRoutes(ctx));
      await api.register(plansRoutes(ctx));
      await api.register(financeRoutes(ctx));
      await api.register(booksRoutes(ctx));
      await api.register(eventsRoutes(ctx));
      await api.register(deskRoutes(ctx));
    },
    { prefix: '/api' },
  );

  registerSpa(app, config.WEB_DIST ?? defaultWebDist);
  return app;
}

/** Serves the built SPA; unknown non-API GETs get index.html so client routes survive a reload. */
function registerSpa(app: FastifyInstance, webDist: string) {
  const hasSpa = existsSync(path.join(webDist, 'index.html'));
  if (hasSpa) app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (url.startsWith('/api') || req.method !== 'GET') {
      return reply.status(404).send({ message: `No such endpoint: ${req.method} ${url}` });
    }
    if (!hasSpa)
      return reply.status(404).type('text/plain').send('The web app is not built. Run: npm run build');
    if (path.extname(url)) return reply.status(404).send({ message: 'Not found' });
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
