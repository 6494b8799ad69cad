/**
 * Sign-in and session schemas. Written with `zod/mini` because the web app parses them on its
 * start-up path (sign-in form, access-token claims), where the full zod build would weigh ~25 kB
 * gzip; the API reads them through zod core like every other schema (docs/decisions/0008).
 */
import * as z from 'zod/mini';
import { membershipRoles } from './roles';

export const loginInputSchema = z
  .object({
    email: z.email().check(z.maxLength(254)),
    password: z.string().check(z.minLength(1), z.maxLength(1024)),
  })
  .register(z.globalRegistry, { id: 'LoginInput' });
export type LoginInput = z.infer<typeof loginInputSchema>;

export const accessTokenResponseSchema = z.object({ data: z.object({ accessToken: z.string() }) });

export const membershipRoleSchema = z.enum(membershipRoles);

export const tenantAccessSchema = z.object({
  tenantID: z.uuid(),
  name: z.string(),
  slug: z.string(),
  isTenantAdmin: z.boolean(),
  jobTitle: z.nullable(z.string()),
  role: z.nullable(membershipRoleSchema),
});
export type TenantAccess = z.infer<typeof tenantAccessSchema>;

/** The `authDetails` claim of an access token. */
export const authDetailsSchema = z.object({
  userID: z.uuid(),
  email: z.string(),
  name: z.string(),
  isPlatformAdmin: z.boolean(),
  tenants: z.array(tenantAccessSchema),
  defaultTenantID: z.nullable(z.uuid()),
  /**
   * Set when a tenant's identity provider started the session: it reaches that tenant only, and
   * `tenants` names no other (decision 0037).
   */
  ssoTenantID: z.optional(z.uuid()),
});
export type AuthDetails = z.infer<typeof authDetailsSchema>;

export const samlExchangeInputSchema = z.object({ code: z.string().check(z.minLength(16), z.maxLength(200)) });

/** What the login page needs to know about a tenant's single sign-on, without signing in. */
export const publicSsoSchema = z.object({
  data: z.object({ tenantSlug: z.string(), tenantName: z.string(), enabled: z.boolean(), loginUrl: z.string() }),
});
