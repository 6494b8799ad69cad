import { Stack, Text, Title } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LoginForm } from '../../features/auth/components/login-form';
import { safeRedirectPath } from '../../lib/guards';

export const Route = createFileRoute('/_auth/login')({
  validateSearch: z.object({
    redirect: z.string().max(2000).optional().catch(undefined),
    tenant: z.string().max(100).optional().catch(undefined),
  }),
  component: LoginPage,
});

function LoginPage() {
  const { t } = useTranslation('auth');
  const { redirect, tenant } = Route.useSearch();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate();
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
      <LoginForm tenantSlug={tenant} onSignedIn={onSignedIn} />
    </Stack>
  );
}
