import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The full-page /error and /not-found screens. */
export function StatusScreen({ kind }: { kind: 'error' | 'notFound' }) {
  const { t } = useTranslation('errors');
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Text c="dimmed" fw={700} size="xl">
          {kind === 'error' ? '500' : '404'}
        </Text>
        <Title order={1}>{t(`${kind}.title`)}</Title>
        <Text c="dimmed">{t(`${kind}.text`)}</Text>
        <Button component={Link} to="/">
          {t('backHome')}
        </Button>
      </Stack>
    </Center>
  );
}
