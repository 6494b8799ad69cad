/**
 * Serves the built web app with history fallback: any GET that is not an API or translation route
 * and names no file gets `index.html`, so deep links work. Unknown API routes answer problem+json.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { sendProblem } from './errors';

/** Paths the server answers itself; they never fall back to the web app. */
function isServerPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/locales/');
}

async function webAppPlugin(app: FastifyInstance) {
  const root = app.config.webDistDir;
  const hasWebApp = existsSync(path.join(root, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset; browsers that accept them get those.
      preCompressed: true,
      // Hashed assets never change; index.html must always be fresh.
      setHeaders: (reply, filePath) => {
        void reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const url = request.url.split('?')[0] ?? '';
      if (isServerPath(url)) return sendProblem(reply, request, 'route_not_found', `No route GET ${url}.`);
      let relative: string;
      try {
        relative = decodeURIComponent((request.params as { '*': string })['*'] ?? '');
      } catch {
        relative = ''; // a malformed escape names no file
      }
      const candidate = path.join(root, relative);
      if (relative && candidate.startsWith(root + path.sep) && existsSync(candidate) && !relative.endsWith('/')) {
        return reply.sendFile(relative);
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (!isServerPath(url) && hasWebApp && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendProblem(reply, request, 'route_not_found', `No route ${request.method} ${url}.`);
  });
}

export default fp(webAppPlugin, { name: 'web-app', dependencies: ['context', 'errors'] });
