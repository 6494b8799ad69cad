/**
 * In a member's dialog, while they have not accepted their invitation: until when the link works (or
 * that it expired), and a way to send a new one. The new link is handed to `onResent`, to be shown
 * the one time the server gives it.
 */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member } from '@freeboard/shared/users/members.schemas';
import { formatDateTime } from '../../../lib/format-date';
import { problemFeedback } from '../../../lib/problem-feedback';
import { useResendInvitation } from '../api/members-api';
import { isInvited, type InvitedMember } from './invitation-link-panel';
import { RefusalText } from '../../../components/failure-notice';

export function PendingInvitation({
  member,
  expiresAt,
  onResent,
}: {
  member: Member;
  expiresAt: string;
  onResent: (invited: InvitedMember) => void;
}) {
  const { t, i18n } = useTranslation('users');
  const { t: errorText } = useTranslation('errors');
  const resend = useResendInvitation();
  const [refusal, setRefusal] = useState<string | null>(null);
  // Judged when the dialog opened: a link that expires while it is open is still offered anew.
  const [openedAt] = useState(() => Date.now());
  const expired = Date.parse(expiresAt) <= openedAt;
  const date = formatDateTime(expiresAt, i18n.language);
  return (
    <Alert variant="light" color={expired ? 'red' : 'yellow'} title={t('invitation.resend.title')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {t(expired ? 'invitation.resend.expiredText' : 'invitation.resend.pendingText', { name: member.name, date })}
        </Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconMailForward size={16} aria-hidden />}
          loading={resend.isPending}
          onClick={() => {
            setRefusal(null);
            resend.mutate(member.userID, {
              onSuccess: (invited) => {
                if (isInvited(invited)) onResent(invited);
              },
              onError: (error) =>
                setRefusal(
                  problemFeedback(error, { fields: [], t: errorText }).message ?? errorText('errors.unexpected'),
                ),
            });
          }}
        >
          {t('invitation.resend.button')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('invitation.resend.hint')}
        </Text>
        <RefusalText message={refusal} />
      </Stack>
    </Alert>
  );
}
