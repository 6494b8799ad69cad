/** Whether a tenant named in the sign-in address offers single sign-on, asked without a session. */
import { queryOptions } from '@tanstack/react-query';
import { publicSsoSchema } from '@freeboard/shared/auth/auth.schemas';
import { publicHttp } from '../../../lib/api';

export function ssoQueryOptions(tenantSlug: string) {
  return queryOptions({
    queryKey: ['sso', 'public', tenantSlug],
    queryFn: async () =>
      publicSsoSchema.parse((await publicHttp.get(`/auth/saml/${encodeURIComponent(tenantSlug)}/sso`)).data).data,
    staleTime: 60_000,
  });
}
