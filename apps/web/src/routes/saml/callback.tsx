import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { exchangeSamlCode } from '../../features/auth/api/sign-in';
import { PageMain } from '../../components/page-main';
import { safeRedirectPath } from '../../lib/guards';
import { usePageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/saml/callback')({
  validateSearch: z.object({
    code: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
    tenant: z.catch(z.optional(z.string().check(z.maxLength(64))), undefined),
    returnTo: z.catch(z.optional(z.string().check(z.maxLength(2000))), undefined),
  }),
  component: SamlCallbackPage,
});

/** Exchanges the one-time code from the identity provider's round trip for a session. */
function SamlCallbackPage() {
  const { t } = useTranslation('auth');
  const { code, tenant, returnTo } = Route.useSearch();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate();
  const [exchangeFailed, setExchangeFailed] = useState(false);
  const failed = exchangeFailed || !code;
  const started = useRef(false);
  usePageTitle(failed ? t('saml.failedTitle') : t('saml.signingIn'));

  useEffect(() => {
    if (started.current) return; // a code works once: never post it twice (StrictMode runs effects twice)
    started.current = true;
    // The code must not stay in the address bar or the history.
    window.history.replaceState(null, '', '/saml/callback');
    if (!code) return;
    exchangeSamlCode(code)
      .then((accessToken) => session.signIn(accessToken, tenant))
      .then(() => navigate({ href: safeRedirectPath(returnTo), replace: true }))
      .catch(() => setExchangeFailed(true));
  }, [code, tenant, returnTo, session, navigate]);

  return (
    <PageMain>
      <Center mih="100vh" p="md">
        {failed ? (
          <Stack maw={420}>
            <Alert role="alert" color="red" title={t('saml.failedTitle')}>
              {t('saml.failed')}
            </Alert>
            <Button component={Link} to="/login">
              {t('saml.backToLogin')}
            </Button>
          </Stack>
        ) : (
          <Stack align="center">
            <Loader aria-label={t('saml.signingIn')} />
            <Text>{t('saml.signingIn')}</Text>
          </Stack>
        )}
      </Center>
    </PageMain>
  );
}
