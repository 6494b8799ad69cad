import { Alert, Button, Divider, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginInputSchema, type LoginInput } from '@freeboard/shared/auth/auth.schemas';
import { apiBaseURL } from '../../../lib/api';
import { zodValidate } from '../../../lib/form-validation';
import { problemOf } from '../../../lib/problem';
import { signInWithPassword, ssoQueryOptions } from '../api/sign-in';

interface LoginFormProps {
  tenantSlug: string | undefined;
  onSignedIn: (accessToken: string) => Promise<void>;
}

export function LoginForm({ tenantSlug, onSignedIn }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: zodValidate(loginInputSchema),
  });
  const sso = useQuery({ ...ssoQueryOptions(tenantSlug ?? ''), enabled: Boolean(tenantSlug) });

  async function submit(values: LoginInput) {
    setFailure(null);
    try {
      await onSignedIn(await signInWithPassword(values));
    } catch (error) {
      const problem = problemOf(error);
      if (problem?.status === 429) setFailure(t('login.rateLimited'));
      else if (problem?.status === 401) setFailure(t('login.invalid'));
      else setFailure(t('login.unavailable'));
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        {failure ? (
          <Alert
            role="alert"
            color="red"
            icon={<IconAlertCircle size={18} aria-hidden />}
            title={t('login.failedTitle')}
          >
            {failure}
          </Alert>
        ) : null}
        <TextInput
          label={t('login.email')}
          type="email"
          autoComplete="username"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        {/* A plain field: a show/hide toggle would be a second control named "…password…". */}
        <TextInput
          type="password"
          label={t('login.password')}
          autoComplete="current-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={form.submitting} fullWidth>
          {t('login.submit')}
        </Button>
        {sso.data?.enabled ? (
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
        ) : null}
      </Stack>
    </form>
  );
}
