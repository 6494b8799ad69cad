import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/page-title';
import { PageMain } from '../page-main';

/** The full-page /error and /not-found screens. */
export function StatusScreen({ kind }: { kind: 'error' | 'notFound' }) {
  const { t } = useTranslation('errors');
  const title = t(`${kind}.title`);
  usePageTitle(title);
  return (
    <PageMain>
      <Center mih="100vh" p="md">
        <Stack align="center" gap="sm" maw={480} ta="center">
          <Text c="dimmed" fw={700} size="xl">
            {kind === 'error' ? '500' : '404'}
          </Text>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{t(`${kind}.text`)}</Text>
          <Button component={Link} to="/">
            {t('backHome')}
          </Button>
        </Stack>
      </Center>
    </PageMain>
  );
}
