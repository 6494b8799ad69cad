/**
 * "Sign in with <organization>" under the login form, when the address names a tenant
 * (`/login?tenant=…`) that offers single sign-on. Loaded only then, together with the data cache
 * it asks through: the plain sign-in page needs neither (docs/decisions/0034).
 */
import { Button, Divider } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiBaseURL } from '../../../lib/api';
import { ssoQueryOptions } from '../api/single-sign-on';

interface SingleSignOnChoiceProps {
  tenantSlug: string;
  /** The app's data cache (the router context's `loadQueryClient()`). */
  queryClient: QueryClient;
}

export default function SingleSignOnChoice({ tenantSlug, queryClient }: SingleSignOnChoiceProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SingleSignOnButton tenantSlug={tenantSlug} />
    </QueryClientProvider>
  );
}

function SingleSignOnButton({ tenantSlug }: { tenantSlug: string }) {
  const { t } = useTranslation('auth');
  const sso = useQuery(ssoQueryOptions(tenantSlug));
  if (!sso.data?.enabled) return null;
  return (
    <>
      <Divider label={t('login.or')} labelPosition="center" />
      <Button
        component="a"
        href={`${apiBaseURL}/auth/saml/${encodeURIComponent(sso.data.tenantSlug)}/login`}
        variant="default"
        leftSection={<IconKey size={18} aria-hidden />}
        fullWidth
      >
        {t('login.sso', { tenant: sso.data.tenantName })}
      </Button>
    </>
  );
}
