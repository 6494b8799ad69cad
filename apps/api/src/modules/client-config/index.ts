/** `GET /api/client-config`: the server settings the web app reads at start (no secrets). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientConfigSchema } from '@freeboard/shared/common/client-config.schemas';
import { dataEnvelope } from '@freeboard/shared/common/common.schemas';

export default async function clientConfigRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/client-config',
    {
      schema: {
        tags: ['health'],
        summary:
          'Development hosts, error reporting DSN, mode, the upload size limit and whether email is sent, for the web app',
        security: [],
        response: { 200: dataEnvelope(clientConfigSchema) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return {
        data: {
          mode: app.config.mode,
          devHosts: app.config.devHosts,
          sentryDsn: app.config.sentryDsn,
          maxUploadMB: Math.round((app.config.maxUploadBytes / 2 ** 20) * 100) / 100,
          emailEnabled: app.mailer !== null,
        },
      };
    },
  );
}
