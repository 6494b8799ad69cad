/**
 * The application as a Fastify plugin tree, composed in a fixed order: external plugins, then
 * cross-cutting app plugins, then the API modules (every folder of `modules/`, listed in
 * `modules/modules.gen.ts`), then translations and the web app.
 * Tests build it with their own database; `server.ts` builds it for `npm start`.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { createAccessDirectory, type AccessDirectory } from './modules/auth/access';
import { accessTokenKeys, type AccessTokenKeys } from './modules/auth/access-tokens';
import { validatorCompiler } from './lib/validator-compiler';
import { useBoundedJsonParser } from './lib/json-body';
import authPlugin from './plugins/auth';
import { answerClientError, answerFrameworkError } from './plugins/connection-errors';
import errorsPlugin from './plugins/errors';
import securityHeadersPlugin from './plugins/security-headers';
import openapiPlugin from './plugins/openapi';
import webAppPlugin from './plugins/web-app';
import { loggerOptions } from './plugins/logging';
import { createTenantDataCache, tenantChangeChannel, parseChange, type TenantDataCache } from './lib/tenant-data-cache';
import { createFileStorage, type FileStorage } from './lib/file-storage/file-storage';
import { createMailer, type Mailer } from './lib/mailer';
import { startTextIndexer, type TextIndexer } from './modules/documents/text-index/text-indexer';
import { startNotificationRounds, type NotificationRounds } from './modules/notifications/notification-rounds';
import { apiModules } from './modules/modules.gen';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    access: AccessDirectory;
    tokenKeys: AccessTokenKeys;
    tenantCache: TenantDataCache;
    fileStorage: FileStorage;
    textIndexer: TextIndexer;
    /** Null when `SMTP_URL` is not set: nothing is emailed. */
    mailer: Mailer | null;
    notificationRounds: NotificationRounds;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Fastify logger settings; tests pass `false`. */
  logger?: FastifyServerOptions['logger'];
  /** Where documents' files go; by default the directory or bucket the settings name. */
  fileStorage?: FileStorage;
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

const requestIdPattern = /^[\w-]{8,64}$/;

export async function buildApp({
  config,
  database,
  logger,
  fileStorage: givenStorage,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    bodyLimit: config.bodyLimitBytes,
    // A number of hops, as Fastify's types want it: a function of the hop.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    // Reuse a caller's request ID when it looks like one, so logs line up across services.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  // The API takes JSON (and, for SAML, forms); plain text is refused with 415 rather than guessed at.
  app.removeContentTypeParser('text/plain');
  useBoundedJsonParser(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  // While shutting down, answers that were in flight close their keep-alive connection, so the
  // server does not wait out the keep-alive timeout of sockets that became idle after close began.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });

  await app.register(
    fp(
      async (instance) => {
        instance.decorate('config', config);
        instance.decorate('database', database);
        instance.decorate('db', database.db);
        const access = createAccessDirectory(database.db);
        instance.decorate('access', access);
        instance.decorate('tokenKeys', accessTokenKeys(config.jwtSecret, config.accessTokenTtlMs));
        const tenantCache = createTenantDataCache();
        instance.decorate('tenantCache', tenantCache);
        const stopListening = await database.listen(
          tenantChangeChannel,
          (payload) => {
            const change = parseChange(payload);
            if (change) tenantCache.invalidate(change.tenantID, change.table);
            // A membership changed, in any process (a deactivation, a role): who may enter which
            // tenant is read again on the next request, not when the directory's entries expire.
            if (change?.table === 'memberships') access.forget();
          },
          () => {
            tenantCache.clear();
            access.forget();
          },
        );
        const fileStorage =
          givenStorage ?? (await createFileStorage({ directory: config.storageDir, url: config.storageUrl }));
        instance.decorate('fileStorage', fileStorage);
        instance.log.info(`documents are stored in ${fileStorage.description}`);
        const textIndexer = startTextIndexer({ db: database.db, storage: fileStorage, log: instance.log });
        instance.decorate('textIndexer', textIndexer);
        const mailer = createMailer(config.smtpUrl, config.mailFrom);
        instance.decorate('mailer', mailer);
        const notificationRounds = startNotificationRounds({
          db: database.db,
          log: instance.log,
          mailer,
          publicUrl: config.publicUrl,
          roundEveryMs: config.notifications.roundEveryMs,
          pollMs: config.notifications.rounds ? config.notifications.pollMs : null,
          onRound: (tenantID) => tenantCache.invalidate(tenantID, 'notifications'),
        });
        instance.decorate('notificationRounds', notificationRounds);
        instance.addHook('onClose', async () => {
          await notificationRounds.stop();
          mailer?.close();
          await textIndexer.stop();
          // The database may already be gone (closed first, or lost); nothing is left to stop then.
          await stopListening().catch(() => undefined);
        });
      },
      { name: 'context' },
    ),
  );
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(authPlugin);
  await app.register(openapiPlugin);

  await app.register(
    async (api) => {
      // API answers are compressed for clients that accept it (the web app's files are compressed at
      // build time). Brotli at a low quality: most of the gain for a fraction of the CPU of the default.
      await api.register(compress, {
        encodings: ['br', 'gzip'],
        threshold: 1024,
        brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
      });
      for (const module of apiModules) if (!('prefix' in module)) await api.register(module.default);
    },
    { prefix: '/api' },
  );
  // Modules that name their own prefix (the translations, at `/locales`) sit outside `/api`.
  for (const module of apiModules)
    if ('prefix' in module) await app.register(module.default, { prefix: module.prefix });
  await app.register(webAppPlugin);
  return app;
}
