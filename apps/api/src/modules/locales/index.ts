/**
 * Translations for the web app: `GET /locales/{lng}/{ns}.json`, and in development mode only
 * `POST /locales/add/{lng}/{ns}`, where i18next records keys it could not find.
 */
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '@freeboard/shared/common/common.schemas';
import { AppError } from '../../lib/app-error';
import { addMissingKeys, isSafeKey, languagePattern, namespaceFile, namespacePattern } from './locale-files';

const paramsSchema = z.object({
  lng: z.string().regex(languagePattern, 'not a language code'),
  ns: z.string().regex(namespacePattern, 'not a namespace name'),
});

const missingKeysSchema = z
  .record(
    z
      .string()
      .min(1)
      .max(300)
      .refine(isSafeKey, 'A key is dot-separated names, none empty and none of __proto__, constructor, prototype'),
    z.string().max(5000),
  )
  .refine((keys) => Object.keys(keys).length <= 500, 'At most 500 keys at once');

/** Served beside the web app's files, not under `/api`. */
export const prefix = '/locales';

export default async function localeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/:lng/:file',
    {
      schema: {
        tags: ['locales'],
        summary: 'A translation namespace',
        params: z.object({ lng: paramsSchema.shape.lng, file: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}\.json$/i) }),
        response: { 200: z.record(z.string(), z.unknown()), 400: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const namespace = request.params.file.replace(/\.json$/i, '');
      try {
        const text = await readFile(namespaceFile(app.config.localesDir, request.params.lng, namespace), 'utf8');
        void reply.header('cache-control', app.config.mode === 'development' ? 'no-cache' : 'public, max-age=300');
        return JSON.parse(text) as Record<string, unknown>;
      } catch {
        throw new AppError('not_found', `No translations for ${request.params.lng}/${namespace}.`);
      }
    },
  );

  // The add path exists in development mode only; elsewhere it is an unknown route (404), whatever
  // the request carries.
  if (app.config.mode !== 'development') return;

  app.post(
    '/add/:lng/:ns',
    {
      schema: {
        tags: ['locales'],
        summary: 'Development mode only: record missing translation keys',
        params: paramsSchema,
        body: missingKeysSchema,
        response: {
          200: z.object({ data: z.object({ added: z.array(z.string()) }) }),
          400: problemSchema,
        },
      },
    },
    async (request) => {
      const { lng, ns } = request.params;
      const added = await addMissingKeys(namespaceFile(app.config.localesDir, lng, ns), request.body);
      return { data: { added } };
    },
  );
}
