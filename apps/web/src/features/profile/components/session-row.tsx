/** One session in the list: its device, address and times, "This device" or a way to end it. */
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout } from '@tabler/icons-react';
import type { Session } from '@freeboard/shared/users/sessions.schemas';
import { useTranslation } from 'react-i18next';
import { ValueBadge } from '../../../components/collection/declared-fields';
import { formatDateTime } from '../../../lib/format-date';
import { problemOf } from '../../../lib/problem';
import { useEndSession } from '../api/sessions';
import { deviceName, deviceOf } from '../session-device';
import { timeAgo } from '../../../lib/time-ago';

export function SessionRow({ session, className }: { session: Session; className?: string }) {
  const { t, i18n } = useTranslation('profile');
  const device = deviceName(deviceOf(session.userAgent), t);
  const lastUsed = timeAgo(session.lastUsedAt, i18n.language);
  return (
    <Group
      component="li"
      className={className}
      data-testid="session-row"
      justify="space-between"
      wrap="nowrap"
      gap="md"
      py="sm"
    >
      <Stack gap={2} miw={0}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{device}</Text>
          {session.current ? <ValueBadge color="blue">{t('sessions.thisDevice')}</ValueBadge> : null}
        </Group>
        <Text size="sm" c="dimmed">
          {session.address ?? t('sessions.unknownAddress')}
        </Text>
        {/* Wrapped on a phone, the two lines sit as close as the lines above them. */}
        <Group gap="md" wrap="wrap" style={{ rowGap: 2 }}>
          <Text size="sm" c="dimmed">
            {t('sessions.signedIn', { date: formatDateTime(session.signedInAt, i18n.language) })}
          </Text>
          <Text size="sm" c="dimmed">
            {lastUsed === null ? t('sessions.lastUsedJustNow') : t('sessions.lastUsed', { when: lastUsed })}
          </Text>
        </Group>
      </Stack>
      {session.current ? null : <SignOutButton sessionID={session.sessionID} device={device} />}
    </Group>
  );
}

/** One session needs no confirmation: ending it only asks that browser to sign in again. */
function SignOutButton({ sessionID, device }: { sessionID: string; device: string }) {
  const { t } = useTranslation('profile');
  const mutation = useEndSession();
  return (
    <Button
      variant="default"
      size="xs"
      // Keeps its width beside a long device name on a phone.
      flex="none"
      leftSection={<IconLogout size={14} aria-hidden />}
      aria-label={t('sessions.signOut.label', { device })}
      loading={mutation.isPending}
      onClick={() =>
        mutation.mutate(sessionID, {
          onSuccess: () => notifications.show({ color: 'green', message: t('sessions.signOut.done', { device }) }),
          onError: (error) => {
            // Ended meanwhile (from another browser): what was asked for is done; the list is read again.
            const alreadyEnded = problemOf(error)?.code === 'session_not_found';
            notifications.show(
              alreadyEnded
                ? { color: 'blue', message: t('sessions.signOut.alreadyEnded') }
                : { color: 'red', message: t('sessions.signOut.failed') },
            );
          },
        })
      }
    >
      {t('sessions.signOut.button')}
    </Button>
  );
}
