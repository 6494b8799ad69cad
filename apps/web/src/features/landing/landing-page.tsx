/** The public landing page: what Freeboard does, for whom. */
import { Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileCertificate, IconMapPin } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/page-title';

const capabilities = [
  { key: 'assets', icon: IconMapPin },
  { key: 'controls', icon: IconAlertTriangle },
  { key: 'evidence', icon: IconFileCertificate },
] as const;

export function LandingPage({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('common');
  usePageTitle(t('landing.pageTitle'));
  return (
    <Container size="lg" py={{ base: 'xl', md: 64 }}>
      <Stack gap="xl">
        <Stack gap="md" maw={760}>
          <Title order={1} fz={{ base: 32, md: 48 }} lh={1.1}>
            {t('landing.title')}
          </Title>
          <Text size="lg" c="dimmed">
            {t('landing.lead')}
          </Text>
          <Group>
            {signedIn ? (
              <Button component={Link} to="/dashboard" size="md">
                {t('landing.openApp')}
              </Button>
            ) : (
              <Button component={Link} to="/login" size="md">
                {t('landing.signIn')}
              </Button>
            )}
          </Group>
        </Stack>
        <SimpleGrid
          cols={{ base: 1, sm: 3 }}
          spacing="xl"
          component="section"
          aria-label={t('landing.capabilitiesLabel')}
        >
          {capabilities.map(({ key, icon: Icon }) => (
            <Stack key={key} gap="xs">
              <ThemeIcon size={44} radius="md" variant="light">
                <Icon size={24} aria-hidden />
              </ThemeIcon>
              <Title order={2} size="h4">
                {t(`landing.capabilities.${key}.title`)}
              </Title>
              <Text c="dimmed">{t(`landing.capabilities.${key}.text`)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
