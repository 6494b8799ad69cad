/** SAML 2.0 single sign-on per tenant (CONTRACT §4) and its administration. Routes only. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessTokenResponseSchema,
  publicSsoSchema,
  samlExchangeInputSchema,
} from '@freeboard/shared/auth/auth.schemas';
import {
  samlMetadataInputSchema,
  samlMetadataSchema,
  samlSettingsUpdateInputSchema,
  samlSettingsViewSchema,
} from '@freeboard/shared/auth/saml-settings.schemas';
import { dataEnvelope, problemSchema } from '@freeboard/shared/common/common.schemas';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { startSession } from '../auth/session';
import { readIdentityProviderMetadata } from './idp-metadata';
import { fetchMetadata } from './metadata-fetch';
import { safeReturnTo } from './return-to';
import { consumeLoginCode } from './saml-login-codes';
import { createSamlProvider, serviceProviderEndpoints, serviceProviderMetadata } from './saml-provider';
import { activeSettings, readSamlSettings, requireTenantBySlug, type TenantRef } from './saml-settings.repo';
import { getSamlSettings, updateSamlSettings } from './saml-settings.service';
import { signInWithSaml } from './saml-sign-in';
import { signedInProblems } from '../../lib/resources/route-problems';

/** SAML responses carry certificates and attributes, but nothing near the general body limit. */
const formBodyLimitBytes = 512 * 1024;

const tenantParams = z.object({ tenantSlug: z.string().min(1).max(100) });
const redirect = z.null().describe('Redirect (see Location)');
/** Per client address, and generous: an office behind one address signs many people in at once. */
const signInRateLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

export default async function samlRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Identity providers post the ACS form url-encoded; this parser exists in this plugin only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: formBodyLimitBytes },
    (_request, body, done) => {
      // No prototype, so a field named `__proto__` is just a field; the first of repeated fields wins.
      const fields = Object.create(null) as Record<string, string>;
      for (const [name, value] of new URLSearchParams(body as string)) {
        if (!Object.hasOwn(fields, name)) fields[name] = value;
      }
      done(null, fields);
    },
  );

  async function ssoSettingsOf(slug: string) {
    const tenant = await requireTenantBySlug(app.db, slug);
    const settings = await withTenant(app.db, tenant.tenantID, (tx) => readSamlSettings(tx, tenant.tenantID));
    return {
      tenant,
      settings: activeSettings(settings),
      endpoints: serviceProviderEndpoints(app.config.publicUrl, slug),
    };
  }

  function callbackLocation(tenant: TenantRef, code: string, returnTo: string | null): string {
    const query = new URLSearchParams({ code, tenant: tenant.tenantID });
    if (returnTo) query.set('returnTo', returnTo);
    return `/saml/callback?${query.toString()}`;
  }

  app.get(
    '/auth/saml/:tenantSlug/login',
    {
      config: signInRateLimit,
      schema: {
        tags: ['auth'],
        summary: "Start single sign-on: redirects to the tenant's identity provider",
        params: tenantParams,
        querystring: z.object({ returnTo: z.string().max(2000).optional() }),
        response: { 302: redirect, 400: problemSchema, 404: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => {
      const { settings, endpoints } = await ssoSettingsOf(request.params.tenantSlug);
      if (!settings) throw new AppError('saml_disabled', 'Single sign-on is not enabled for this tenant.');
      const relayState = safeReturnTo(request.query.returnTo) ?? '';
      const url = await createSamlProvider(settings, endpoints).getAuthorizeUrlAsync(relayState, undefined, {});
      return reply.redirect(url, 302);
    },
  );

  app.post(
    '/auth/saml/:tenantSlug/acs',
    {
      config: signInRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Assertion consumer service: verifies the signed response, redirects to /saml/callback',
        params: tenantParams,
        body: z.object({ SAMLResponse: z.string().min(1), RelayState: z.string().optional() }),
        response: { 302: redirect, 400: problemSchema, 401: problemSchema, 404: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => {
      const { tenant, settings, endpoints } = await ssoSettingsOf(request.params.tenantSlug);
      if (!settings) throw new AppError('saml_disabled', 'Single sign-on is not enabled for this tenant.');
      const { code } = await signInWithSaml(app, request, tenant, settings, endpoints, request.body.SAMLResponse);
      return reply.redirect(callbackLocation(tenant, code, safeReturnTo(request.body.RelayState)), 302);
    },
  );

  app.post(
    '/auth/saml/exchange',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Exchange the one-time code of a single sign-on for a session',
        body: samlExchangeInputSchema,
        response: { 200: accessTokenResponseSchema, 400: problemSchema, 401: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => {
      const signIn = await consumeLoginCode(app.db, request.body.code);
      if (!signIn) throw new AppError('saml_code_invalid', 'This sign-in link has expired or was used. Sign in again.');
      const { userID, tenantID } = signIn;
      app.access.forget(userID);
      const access = await app.access.load(userID);
      if (!access?.isActive) throw new AppError('saml_code_invalid', 'This account is not active.');
      // The identity provider vouched for its own tenant only: the session reaches no other (decision 0037).
      const accessToken = await startSession(app, request, reply, userID, { ssoTenantID: tenantID });
      return { data: { accessToken } };
    },
  );

  app.get(
    '/auth/saml/:tenantSlug/metadata',
    {
      schema: {
        tags: ['auth'],
        summary: "The tenant's service provider metadata (XML), to configure the identity provider",
        params: tenantParams,
        response: { 200: z.string().describe('SAML metadata XML'), 400: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const tenant = await requireTenantBySlug(app.db, request.params.tenantSlug);
      const xml = serviceProviderMetadata(serviceProviderEndpoints(app.config.publicUrl, tenant.slug));
      return reply.type('application/samlmetadata+xml').send(xml);
    },
  );

  app.get(
    '/auth/saml/:tenantSlug/sso',
    {
      config: signInRateLimit,
      schema: {
        tags: ['auth'],
        summary: "Whether a tenant offers single sign-on (for the login page's button)",
        params: tenantParams,
        response: { 200: publicSsoSchema, 400: problemSchema, 404: problemSchema, 429: problemSchema },
      },
    },
    async (request) => {
      const { tenant, settings, endpoints } = await ssoSettingsOf(request.params.tenantSlug);
      return {
        data: {
          tenantSlug: tenant.slug,
          tenantName: tenant.name,
          enabled: settings !== null,
          loginUrl: endpoints.loginUrl,
        },
      };
    },
  );

  app.get(
    '/settings/saml',
    {
      preValidation: app.requireTenant('manage', 'Settings'),
      schema: {
        tags: ['settings'],
        summary: "The tenant's single sign-on settings (administrators)",
        response: { 200: dataEnvelope(samlSettingsViewSchema), ...signedInProblems },
      },
    },
    async (request) => {
      const { tenantID, membership } = request.tenant!;
      return {
        data: await getSamlSettings({
          db: app.db,
          publicUrl: app.config.publicUrl,
          tenantID,
          tenantSlug: membership.slug,
        }),
      };
    },
  );

  app.put(
    '/settings/saml',
    {
      preValidation: app.requireTenant('manage', 'Settings'),
      schema: {
        tags: ['settings'],
        summary: "Change the tenant's single sign-on settings (administrators); a stale version answers 409",
        body: samlSettingsUpdateInputSchema,
        response: { 200: dataEnvelope(samlSettingsViewSchema), ...signedInProblems, 409: problemSchema },
      },
    },
    async (request) => {
      const { tenantID, membership } = request.tenant!;
      const view = await updateSamlSettings(
        { db: app.db, publicUrl: app.config.publicUrl, tenantID, tenantSlug: membership.slug },
        { userID: request.user!.userID, address: request.ip },
        request.body,
      );
      return { data: view };
    },
  );

  app.post(
    '/settings/saml/metadata',
    {
      preValidation: app.requireTenant('manage', 'Settings'),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['settings'],
        summary: "Read an identity provider's metadata (XML, or fetched from its address) into the settings' fields",
        description:
          'Saves nothing. An unreadable document or address answers 400 with `errors.xml` or `errors.url`; ' +
          'addresses on private networks are refused unless ALLOW_PRIVATE_METADATA_URLS is set.',
        body: samlMetadataInputSchema,
        response: { 200: dataEnvelope(samlMetadataSchema), ...signedInProblems, 429: problemSchema },
      },
    },
    async (request) => {
      const input = request.body;
      if ('xml' in input) return { data: await readIdentityProviderMetadata(input.xml, 'xml') };
      const xml = await fetchMetadata(input.url, { allowPrivate: app.config.allowPrivateMetadataUrls });
      return { data: await readIdentityProviderMetadata(xml, 'url') };
    },
  );
}
