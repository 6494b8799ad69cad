import { Stack, Text, Title } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { LoginForm } from '../../features/auth/components/login-form';
import { usePageTitle } from '../../lib/page-title';
import { safeRedirectPath } from '../../lib/guards';

export const Route = createFileRoute('/_auth/login')({
  validateSearch: z.object({
    redirect: z.catch(z.optional(z.string().check(z.maxLength(2000))), undefined),
    tenant: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
  }),
  component: LoginPage,
});

function LoginPage() {
  const { t } = useTranslation('auth');
  const { redirect, tenant } = Route.useSearch();
  const { session, loadQueryClient } = Route.useRouteContext();
  const navigate = useNavigate();
  usePageTitle(t('login.title'));
  async function onSignedIn(accessToken: string) {
    await session.signIn(accessToken);
    await navigate({ href: safeRedirectPath(redirect), replace: true });
  }
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('login.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('login.subtitle')}
        </Text>
      </div>
      <LoginForm tenantSlug={tenant} onSignedIn={onSignedIn} loadQueryClient={loadQueryClient} />
    </Stack>
  );
}
