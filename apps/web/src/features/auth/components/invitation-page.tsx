/**
 * `/invitation/{token}`: the page an invitation link opens. While the link works: who invited the
 * person, whom it is for, and the form that sets their password and signs them in — or, for an
 * account that keeps its own password, the way to sign in and accept. A link that is
 * unknown, expired or already used says so, with the way to sign in, and shows no form.
 */
import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { invitationParamsSchema } from '@freeboard/shared/users/invitations.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../lib/page-title';
import { invitationQueryOptions } from '../api/invitations';
import { invitationClosedReason, type InvitationClosedReason } from '../invitation-closed';
import { InvitationPasswordForm } from './invitation-password-form';

interface InvitationPageProps {
  token: string;
  /** Starts the session with the access token the accepted invitation gave, and enters the app. */
  onSignedIn: (accessToken: string) => Promise<void>;
}

export function InvitationPage({ token, onSignedIn }: InvitationPageProps) {
  const { t } = useTranslation('auth');
  // A token that cannot be one is not sent anywhere.
  const wellFormed = z.safeParse(invitationParamsSchema, { token }).success;
  const query = useQuery({ ...invitationQueryOptions(token), enabled: wellFormed });
  // The link may stop working while the page is open: used in another tab, or expired meanwhile.
  const [closedMeanwhile, setClosedMeanwhile] = useState<InvitationClosedReason | null>(null);
  usePageTitle(t('invitation.pageTitle'));

  const closed = !wellFormed ? 'invalid' : (closedMeanwhile ?? invitationClosedReason(query.error));
  if (closed) return <ClosedInvitation reason={closed} />;
  if (query.isError) {
    return (
      <QueryError
        title={t('invitation.loadFailedTitle')}
        description={t('invitation.loadFailed')}
        retryLabel={t('invitation.retry')}
        retrying={query.isRefetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('invitation.loading')} />
      </Center>
    );
  }
  const invitation = query.data;
  if (invitation.action === 'sign_in') return <SignInToAccept tenantName={invitation.tenantName} />;
  return (
    <Stack gap="lg">
      <div>
        {/* A size smaller than the sign-in page's title: it carries the organization's name, often long. */}
        <Title order={1} size="h3">
          {t('invitation.title', { tenantName: invitation.tenantName })}
        </Title>
        <Text c="dimmed" size="sm">
          {t('invitation.intro')}
        </Text>
      </div>
      <InvitationPasswordForm
        token={token}
        invitation={invitation}
        onSignedIn={onSignedIn}
        onClosed={setClosedMeanwhile}
      />
    </Stack>
  );
}

/**
 * A link for someone who has an account with a password of their own: they sign in, and accept the
 * membership on the first page (decision 0037). The link never sets such an account's password.
 */
function SignInToAccept({ tenantName }: { tenantName: string }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="lg" data-testid="invitation-sign-in">
      <Title order={1} size="h3">
        {t('invitation.title', { tenantName })}
      </Title>
      <Text size="sm">{t('invitation.signInToAccept', { tenantName })}</Text>
      <Button component={Link} to="/login" fullWidth>
        {t('invitation.signIn')}
      </Button>
    </Stack>
  );
}

function ClosedInvitation({ reason }: { reason: InvitationClosedReason }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t(`invitation.closed.${reason}.title`)}
      </Title>
      <Alert
        color={reason === 'used' ? 'blue' : 'red'}
        variant="light"
        icon={<IconAlertCircle size={18} aria-hidden />}
        data-testid="invitation-closed"
      >
        {t(`invitation.closed.${reason}.text`)}
      </Alert>
      <Button component={Link} to="/login" fullWidth>
        {t('invitation.signIn')}
      </Button>
    </Stack>
  );
}
