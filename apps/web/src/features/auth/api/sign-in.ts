/** Sign-in calls: password, single sign-on discovery and the SAML code exchange. */
import { queryOptions } from '@tanstack/react-query';
import { publicSsoSchema } from '@freeboard/shared/auth/auth.schemas';
import type { LoginInput } from '@freeboard/shared/auth/auth.schemas';
import { apiBaseURL } from '../../../lib/api';
import { createPlainClient } from '../../../lib/http';

const plain = createPlainClient(apiBaseURL);

export async function signInWithPassword(input: LoginInput): Promise<string> {
  const response = await plain.post<{ data: { accessToken: string } }>('/auth/login', input);
  return response.data.data.accessToken;
}

export async function exchangeSamlCode(code: string): Promise<string> {
  const response = await plain.post<{ data: { accessToken: string } }>('/auth/saml/exchange', { code });
  return response.data.data.accessToken;
}

export function ssoQueryOptions(tenantSlug: string) {
  return queryOptions({
    queryKey: ['sso', 'public', tenantSlug],
    queryFn: async () =>
      publicSsoSchema.parse((await plain.get(`/auth/saml/${encodeURIComponent(tenantSlug)}/sso`)).data).data,
    staleTime: 60_000,
  });
}
