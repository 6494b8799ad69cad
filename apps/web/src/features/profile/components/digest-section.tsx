/**
 * The profile's Notifications: whether a daily email digest is wanted. Saved as soon as it is
 * switched; unavailable (and said so) on a server that sends no email.
 */
import { Paper, Switch, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@freeboard/shared/users/users.schemas';
import { clientConfig } from '../../../lib/client-config';
import { profileQueryOptions, updateProfile } from '../api/profile';

export function DigestSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['notifications', 'profile']);
  const headingID = useId();
  const queryClient = useQueryClient();
  const { emailEnabled } = clientConfig();
  const mutation = useMutation({
    mutationFn: (on: boolean) => updateProfile({ notificationDigest: on }),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, saved);
      notifications.show({ color: 'green', message: t('profile:details.saved') });
    },
    onError: () => notifications.show({ color: 'red', message: t('profile:details.failed') }),
  });
  const checked = mutation.isPending ? (mutation.variables ?? profile.notificationDigest) : profile.notificationDigest;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={headingID}>
      <Title order={2} size="h4" mb="md" id={headingID}>
        {t('title')}
      </Title>
      <Switch
        checked={checked}
        disabled={!emailEnabled || mutation.isPending}
        onChange={(event) => mutation.mutate(event.currentTarget.checked)}
        label={t('digest.label')}
        description={emailEnabled ? t('digest.description') : t('digest.unavailable')}
      />
    </Paper>
  );
}
