import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Vite names every file under assets/ by its content hash, so a cached copy never goes stale. */
function setCacheHeaders(reply: FastifyReply, filePath: string) {
  const hashed = filePath.split(path.sep).includes('assets');
  reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
}

/**
 * Serves the built SPA. Files are looked up on each request, so a build
 * made after start-up is served without a restart; the build's .br/.gz twins are sent to browsers
 * that accept them. Unknown non-API GETs get index.html so client routes survive a reload.
 */
export async function registerSpa(app: FastifyInstance, webDist: string) {
  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: setCacheHeaders,
    // A missing build is not a fault of the API: the pages below answer with how to build it.
    suppressWarning: true,
  });
  // The page of a client route (also '/', which the static files would answer 403 as a folder).
  const sendPage = (req: FastifyRequest, reply: FastifyReply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (url.startsWith('/api') || req.method !== 'GET') {
      return reply.status(404).send({ message: `No such endpoint: ${req.method} ${url}` });
    }
    if (!existsSync(path.join(webDist, 'index.html')))
      return reply.status(404).type('text/plain').send('The web app is not built. Run: npm run build');
    if (path.extname(url)) return reply.status(404).send({ message: 'Not found' });
    return reply.sendFile('index.html');
  };
  app.get('/', { schema: { hide: true } }, sendPage);
  app.setNotFoundHandler(sendPage);
}
