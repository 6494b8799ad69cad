/**
 * The frame of one settings section: its heading and what it is for, then either its form or, while
 * the settings load or when they could not be, a line saying so with a way to try again.
 */
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';

export function SettingsPanel<Data>({
  id,
  texts,
  query,
  children,
}: {
  /** Names the heading, which labels the section. */
  id: string;
  /** Where the section's `title`, `description`, `loading` and `error` texts are in `settings`. */
  texts: 'organization' | 'sso';
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation('settings');
  const headingID = `${id}-heading`;
  const title = t(`${texts}.title`);
  const description = t(`${texts}.description`);
  const loadingText = t(`${texts}.loading`);
  const errorText = t(`${texts}.error`);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={headingID}>
      <Stack gap="lg">
        <div>
          <Title order={2} size="h4" id={headingID}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        {query.isError && !query.data ? (
          <QueryError
            title={errorText}
            description={t('errorDescription')}
            retryLabel={t('retry')}
            retrying={query.isRefetching}
            onRetry={() => void query.refetch()}
          />
        ) : query.data === undefined ? (
          <Text size="sm" role="status">
            {loadingText}
          </Text>
        ) : (
          children(query.data)
        )}
      </Stack>
    </Paper>
  );
}

/** A part of a section's form, under its own heading. */
export function SettingsGroup({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm">
      <div>
        <Title order={3} size="h5">
          {title}
        </Title>
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
      </div>
      {children}
    </Stack>
  );
}
