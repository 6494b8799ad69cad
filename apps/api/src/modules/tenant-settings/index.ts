/**
 * `GET | PATCH /api/settings/tenant` (CONTRACT §9 "Administration"): tenant admins only.
 * Not a declared collection: there is one record per tenant.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope, problemSchema } from '@freeboard/shared/common/common.schemas';
import {
  tenantSettingsSchema,
  updateTenantSettingsInputSchema,
} from '@freeboard/shared/settings/tenant-settings.schemas';
import { inTenant, inTenantAfter } from '../../lib/resources/tenant-context';
import { readTenantSettings, saveTenantRow, saveTenantSettings } from './tenant-settings.service';
import { signedInProblems } from '../../lib/resources/route-problems';

export default async function tenantSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/settings/tenant',
    {
      preValidation: app.requireTenant('manage', 'Settings'),
      schema: {
        tags: ['settings'],
        summary: "The tenant's name, default language and design criteria defaults per consequence class",
        response: { 200: dataEnvelope(tenantSettingsSchema), ...signedInProblems },
      },
    },
    async (request) => ({ data: await inTenant(app, request, readTenantSettings) }),
  );

  app.patch(
    '/settings/tenant',
    {
      preValidation: app.requireTenant('manage', 'Settings'),
      schema: {
        tags: ['settings'],
        summary: 'Change the name, default language or criteria defaults at the version read',
        description:
          'A class named in `criteriaDefaults` gets exactly the values given. A save over a newer version ' +
          'answers 409 version_conflict and changes nothing.',
        body: updateTenantSettingsInputSchema,
        response: { 200: dataEnvelope(tenantSettingsSchema), ...signedInProblems, 409: problemSchema },
      },
    },
    async (request) => {
      const settings = await inTenantAfter(
        app,
        request,
        (tx, tenantID) => saveTenantRow(tx, tenantID, request.body),
        (context, before) => saveTenantSettings(context, request.body, before),
      );
      // Members' tenant lists carry the name: read again on their next request.
      app.access.forget();
      return { data: settings };
    },
  );
}
