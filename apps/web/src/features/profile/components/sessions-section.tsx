/**
 * The profile's Sessions: each sign-in of the person that can still refresh, newest use first, with a
 * way to end any but this browser's, or all of them at once.
 */
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { sessionsQueryOptions } from '../api/sessions';
import { EndOtherSessionsButton } from './end-other-sessions-button';
import { SessionRow } from './session-row';
import classes from './session-list.module.css';

export function SessionsSection() {
  const { t } = useTranslation('profile');
  const headingID = useId();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={headingID}>
      <Title order={2} size="h4" mb={4} id={headingID}>
        {t('sessions.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('sessions.description')}
      </Text>
      <SessionsContent />
    </Paper>
  );
}

function SessionsContent() {
  const { t } = useTranslation(['profile', 'common']);
  const query = useQuery(sessionsQueryOptions());

  if (query.isPending) {
    return (
      <Stack gap="lg" aria-busy>
        {[0, 1].map((row) => (
          <Stack key={row} gap={6}>
            <Skeleton height={14} radius="sm" width="40%" />
            <Skeleton height={10} radius="sm" width="65%" />
          </Stack>
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <QueryError
        title={t('sessions.error')}
        description={t('sessions.errorDescription')}
        retryLabel={t('common:list.retry')}
        retrying={query.isRefetching}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const sessions = query.data;
  const hasOthers = sessions.some((session) => !session.current);
  return (
    <Stack gap="md">
      {sessions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('sessions.empty')}
        </Text>
      ) : (
        <ul aria-label={t('sessions.listLabel')} className={classes.list}>
          {sessions.map((session) => (
            <SessionRow key={session.sessionID} session={session} className={classes.row} />
          ))}
        </ul>
      )}
      <Group justify="flex-end">
        <EndOtherSessionsButton disabled={!hasOthers} />
      </Group>
    </Stack>
  );
}
