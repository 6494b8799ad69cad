/**
 * `GET | PUT /api/settings/saml`: the organization's single sign-on settings with what its identity
 * provider needs to know of Freeboard; `POST /api/settings/saml/metadata` reads an identity
 * provider's metadata (its XML, or its address) into the form's fields and saves nothing. Tenant
 * admins only.
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  SamlMetadata,
  SamlMetadataInput,
  SamlSettingsUpdateInput,
  SamlSettingsView,
} from '@freeboard/shared/auth/saml-settings.schemas';
import * as z from 'zod/mini';
import { membershipRoles } from '@freeboard/shared/auth/roles';
import { http } from '../../../lib/api';
import { useAreaMutation } from '../../../lib/area-mutation';
import { settingsKeys } from '../../../lib/risk-matrix';
import { forTenant, tenantOf } from '../../../lib/tenant-scope';

/**
 * The answers' shapes in `zod/mini`: the shared SAML schemas are classic zod, which the web app
 * never loads (docs/decisions/0008), so only their types are imported. The return types below keep
 * these in step with them.
 */
const roleSchema = z.enum(membershipRoles);
const samlSettingsAnswer = z.object({
  data: z.object({
    enabled: z.boolean(),
    idpEntityID: z.string(),
    idpSsoUrl: z.string(),
    idpCertificate: z.string(),
    defaultRole: roleSchema,
    emailAttribute: z._default(z.string(), ''),
    nameAttribute: z._default(z.string(), ''),
    groupAttribute: z._default(z.string(), 'groups'),
    groupRoles: z._default(z.array(z.object({ group: z.string(), role: roleSchema })), []),
    jitProvisioning: z._default(z.boolean(), true),
    version: z.int(),
    spEntityID: z.string(),
    acsUrl: z.string(),
    metadataUrl: z.string(),
    testSignInUrl: z.string(),
    certificate: z.nullable(z.object({ subject: z.string(), expiresAt: z.string() })),
  }),
});
const metadataAnswer = z.object({
  data: z.object({ idpEntityID: z.string(), idpSsoUrl: z.string(), idpCertificate: z.string() }),
});

export function samlSettingsKey(tenantID: string | null) {
  return settingsKeys.detail(tenantID, 'saml');
}

export async function getSamlSettings(tenantID: string): Promise<SamlSettingsView> {
  const response = await http.get('/settings/saml', forTenant(tenantID));
  return samlSettingsAnswer.parse(response.data).data;
}

export function samlSettingsQueryOptions(tenantID: string | null) {
  return queryOptions({
    queryKey: samlSettingsKey(tenantID),
    queryFn: ({ queryKey }) => getSamlSettings(tenantOf(queryKey)),
    enabled: tenantID !== null,
  });
}

export async function putSamlSettings(tenantID: string, input: SamlSettingsUpdateInput): Promise<SamlSettingsView> {
  const response = await http.put('/settings/saml', input, forTenant(tenantID));
  return samlSettingsAnswer.parse(response.data).data;
}

export function usePutSamlSettings() {
  return useAreaMutation({
    keys: settingsKeys,
    mutationFn: (input: SamlSettingsUpdateInput, tenantID) => putSamlSettings(tenantID, input),
    onSuccess: (settings, _input, { tenantID, queryClient }) => {
      queryClient.setQueryData(samlSettingsKey(tenantID), settings);
    },
  });
}

export async function readSamlMetadata(tenantID: string, input: SamlMetadataInput): Promise<SamlMetadata> {
  const response = await http.post('/settings/saml/metadata', input, forTenant(tenantID));
  return metadataAnswer.parse(response.data).data;
}
