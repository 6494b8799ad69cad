import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { profileQueryOptions } from '../../features/profile/api/profile';
import { sessionsQueryOptions } from '../../features/profile/api/sessions';
import { ChangePasswordForm } from '../../features/profile/components/change-password-form';
import { DigestSection } from '../../features/profile/components/digest-section';
import { ProfileForm } from '../../features/profile/components/profile-form';
import { SessionsSection } from '../../features/profile/components/sessions-section';
import { usePageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/_client/profile')({
  // The profile is loaded before the page shows (spec §2); the sessions start loading beside it and
  // do not hold the page back (their section shows its own loading state).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(sessionsQueryOptions());
    return context.queryClient.ensureQueryData(profileQueryOptions());
  },
  staticData: { crumb: 'crumbs.profile' },
  component: ProfilePage,
});

function ProfilePage() {
  const { t } = useTranslation('profile');
  const { data: profile } = useSuspenseQuery(profileQueryOptions());
  usePageTitle(t('title'));
  return (
    <Stack gap="lg" maw={960}>
      <PageHeading title={t('title')} description={t('description')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="md">
            {t('details.title')}
          </Title>
          <ProfileForm profile={profile} />
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="md">
            {t('password.title')}
          </Title>
          <ChangePasswordForm hasPassword={profile.hasPassword} />
        </Paper>
      </SimpleGrid>
      <DigestSection profile={profile} />
      <SessionsSection />
    </Stack>
  );
}
