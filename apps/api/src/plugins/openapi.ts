/** OpenAPI 3.1 generated from the routes' zod schemas: `/api/openapi.json`, reference at `/api/docs`. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Freeboard API',
        version: '1.0.0',
        description:
          'Risk and compliance register for tailings storage facilities and dams. Every tenant route needs `Authorization: Bearer <accessToken>` and `x-tenant-id`. Errors are RFC 9457 problem details.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          tenant: { type: 'apiKey', in: 'header', name: 'x-tenant-id' },
        },
      },
      security: [{ bearer: [], tenant: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
    staticCSP: true,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

export default fp(openapiPlugin, { name: 'openapi' });
