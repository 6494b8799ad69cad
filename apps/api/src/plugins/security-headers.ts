/**
 * Security headers (helmet) on every response. The middleware is built once at start: building it
 * per request, as the Fastify wrapper does, costs a noticeable share of a fast route's time.
 * HSTS is sent only over https (a browser ignores it on http, and it would pin a plain-http
 * development host), and API answers, which carry tenant data, are never stored by a cache unless
 * a route says otherwise.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

async function securityHeadersPlugin(app: FastifyInstance) {
  const { sentryDsn } = app.config;
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine and the API reference set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(sentryDsn ? [new URL(sentryDsn).origin] : [])],
        workerSrc: ["'self'", 'blob:'],
        // The document preview shows a PDF in an <iframe> from an object URL of the file it fetched.
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        formAction: ["'self'", 'https:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') void reply.header('strict-transport-security', strictTransportSecurity);
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers', dependencies: ['context'] });
