/**
 * Above every signed-in page: the memberships tenants offered the person, each with its answer
 * (decision 0037). Nothing changes until the person accepts; declining asks once more, in place. When
 * the person cannot answer here (their email was never confirmed, or this session came through a
 * tenant's single sign-on), the offer says what to do instead.
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingMembership } from '@freeboard/shared/users/pending-memberships.schemas';
import { problemFeedback } from '../../lib/problem-feedback';
import { useSession, useSessionStore } from '../../lib/session-context';
import { pendingMembershipsOptions, useAcceptMembership, useDeclineMembership } from './pending-memberships-api';
import { RefusalText } from '../../components/failure-notice';

export function PendingMembershipsBanner() {
  const { data } = useQuery(pendingMembershipsOptions());
  if (!data || data.length === 0) return null;
  return (
    <Stack gap="sm" mb="md" data-testid="pending-memberships">
      {data.map((offer) => (
        <PendingMembershipOffer key={offer.tenantID} offer={offer} />
      ))}
    </Stack>
  );
}

function PendingMembershipOffer({ offer }: { offer: PendingMembership }) {
  const { t } = useTranslation('users');
  const { t: errorText } = useTranslation('errors');
  const session = useSessionStore();
  const { me } = useSession();
  const accept = useAcceptMembership();
  const decline = useDeclineMembership();
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const tenant = offer.tenantName;
  const role = t(`roles.${offer.role}`);
  const report = (error: unknown) =>
    setRefusal(problemFeedback(error, { fields: [], t: errorText }).message ?? errorText('errors.unexpected'));

  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconUserPlus size={18} aria-hidden />}
      title={t('pendingMemberships.title', { tenant })}
      role="region"
      aria-label={t('pendingMemberships.title', { tenant })}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {offer.isTenantAdmin
            ? t('pendingMemberships.offerAdmin', { tenant, role })
            : t('pendingMemberships.offer', { tenant, role })}
        </Text>
        {offer.blockedBy === 'email_not_proven' ? (
          <Text size="sm">{t('pendingMemberships.confirmEmail', { tenant, email: me?.email ?? '' })}</Text>
        ) : offer.blockedBy === 'sso_session' ? (
          <Text size="sm">{t('pendingMemberships.signInWithPassword')}</Text>
        ) : confirmingDecline ? (
          <>
            <Text size="sm" fw={500}>
              {t('pendingMemberships.declineQuestion', { tenant })}
            </Text>
            <Group gap="sm">
              <Button
                size="xs"
                color="red"
                loading={decline.isPending}
                onClick={() => {
                  setRefusal(null);
                  decline.mutate(offer.tenantID, {
                    onSuccess: () => notifications.show({ message: t('pendingMemberships.declined', { tenant }) }),
                    onError: report,
                  });
                }}
              >
                {t('pendingMemberships.declineConfirm')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setConfirmingDecline(false)}>
                {t('pendingMemberships.keep')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('pendingMemberships.nothingYet')}
            </Text>
            <Group gap="sm">
              <Button
                size="xs"
                loading={accept.isPending}
                onClick={() => {
                  setRefusal(null);
                  accept.mutate(offer.tenantID, {
                    onSuccess: (accessToken) => {
                      session.setAccessToken(accessToken);
                      // The tenant menu lists the organization joined once the user is read again.
                      void session.reloadUser();
                      notifications.show({ color: 'green', message: t('pendingMemberships.accepted', { tenant }) });
                    },
                    onError: report,
                  });
                }}
              >
                {t('pendingMemberships.accept', { tenant })}
              </Button>
              <Button size="xs" variant="subtle" color="gray" onClick={() => setConfirmingDecline(true)}>
                {t('pendingMemberships.decline')}
              </Button>
            </Group>
          </>
        )}
        <RefusalText message={refusal} />
      </Stack>
    </Alert>
  );
}
