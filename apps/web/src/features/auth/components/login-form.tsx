import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loginInputSchema, type LoginInput } from '@freeboard/shared/auth/auth.schemas';
import { zodValidate } from '../../../lib/form-validation';
import { problemOf } from '../../../lib/problem';
import { signInWithPassword } from '../api/sign-in';

interface LoginFormProps {
  tenantSlug: string | undefined;
  onSignedIn: (accessToken: string) => Promise<void>;
  /** The data cache, loaded only when a tenant is named (to ask about its single sign-on). */
  loadQueryClient: () => Promise<QueryClient>;
}

const validateLogin = zodValidate(loginInputSchema);

const SingleSignOnChoice = lazy(() => import('./single-sign-on-choice'));

/**
 * Two uncontrolled fields read on submit: the first page most people see stays light, without a
 * form-state library (the budget of docs/decisions/0007); rules and messages are the shared ones.
 */
export function LoginForm({ tenantSlug, onSignedIn, loadQueryClient }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof LoginInput, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [queryClient, setQueryClient] = useState<QueryClient | null>(null);

  // Only a named tenant's single sign-on is asked for: then the data cache is loaded for it.
  useEffect(() => {
    if (!tenantSlug) return;
    let current = true;
    loadQueryClient().then(
      (client) => current && setQueryClient(client),
      () => undefined, // without the cache there is no choice to offer; the form works as ever
    );
    return () => {
      current = false;
    };
  }, [tenantSlug, loadQueryClient]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: keyof LoginInput) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    const values: LoginInput = { email: text('email'), password: text('password') };
    const errors = validateLogin(values);
    setFieldErrors(errors);
    setFailure(null);
    const firstInvalid = Object.keys(errors)[0];
    if (firstInvalid) {
      (form.elements.namedItem(firstInvalid) as HTMLInputElement | null)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onSignedIn(await signInWithPassword(values));
    } catch (error) {
      const problem = problemOf(error);
      if (problem?.status === 429) setFailure(t('login.rateLimited'));
      else if (problem?.status === 401) setFailure(t('login.invalid'));
      else setFailure(t('login.unavailable'));
    } finally {
      setSubmitting(false);
    }
  }

  function clearError(field: keyof LoginInput) {
    if (fieldErrors[field]) setFieldErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
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
          name="email"
          required
          error={fieldErrors.email}
          onChange={() => clearError('email')}
        />
        {/* A plain field: a show/hide toggle would be a second control named "…password…". */}
        <TextInput
          type="password"
          label={t('login.password')}
          autoComplete="current-password"
          name="password"
          required
          error={fieldErrors.password}
          onChange={() => clearError('password')}
        />
        <Button type="submit" loading={submitting} fullWidth>
          {t('login.submit')}
        </Button>
        {tenantSlug && queryClient ? (
          <Suspense fallback={null}>
            <SingleSignOnChoice tenantSlug={tenantSlug} queryClient={queryClient} />
          </Suspense>
        ) : null}
      </Stack>
    </form>
  );
}
