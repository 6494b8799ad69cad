/**
 * A record's History panel: who changed what on it (each field before → after), and when. Only for
 * those who may read Activity (CONTRACT §6: managers and tenant admins); others see nothing.
 */
import { useAbility } from '@casl/react';
import { Button, Group, Paper, Skeleton, Stack, Text, Timeline, Title, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconPlus, IconPoint, IconTrash } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityEntry } from '@freeboard/shared/activity/activity.schemas';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date';
import { useTenantID } from '../../lib/session-context';
import { QueryError } from '../query-error';
import { isBlank, shownChanges, useChangeValueText, verbOf } from './entry-changes';
import { recordHistoryQueryOptions, type HistorySubject } from './get-record-history';
import type { HistoryFieldText } from '../../lib/collection/history-fields';

/** The area's words for its fields and values; anything it leaves out reads as recorded. */
export type { HistoryFieldText };

const actionIcons = { create: IconPlus, update: IconPencil, delete: IconTrash } as const;

export function RecordHistory({ subject, fields }: { subject: HistorySubject; fields: HistoryFieldText }) {
  const ability = useAbility<AppAbility>();
  if (!ability.can('read', 'Activity')) return null;
  return <HistoryPanel subject={subject} fields={fields} />;
}

function HistoryPanel({ subject, fields }: { subject: HistorySubject; fields: HistoryFieldText }) {
  const { t } = useTranslation('common');
  const tenantID = useTenantID();
  const query = useInfiniteQuery(recordHistoryQueryOptions(tenantID, subject));
  const headingID = useId();
  const entries = query.data?.pages.flatMap((page) => page.data) ?? [];

  let content;
  if (query.isPending) {
    content = (
      <Stack gap="sm" aria-busy>
        {[0, 1, 2].map((line) => (
          <Skeleton key={line} height={12} radius="sm" width={`${70 - line * 15}%`} />
        ))}
      </Stack>
    );
  } else if (query.isError && entries.length === 0) {
    content = (
      <QueryError
        title={t('history.error')}
        description={t('history.errorDescription')}
        retryLabel={t('list.retry')}
        retrying={query.isRefetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (entries.length === 0) {
    content = (
      <Text size="sm" c="dimmed">
        {t('history.empty')}
      </Text>
    );
  } else {
    content = (
      <Stack gap="md">
        <Timeline bulletSize={24} lineWidth={2}>
          {entries.map((entry) => (
            <Timeline.Item
              key={entry.activityID}
              data-testid="activity-row"
              bullet={<ActionIcon action={entry.action} />}
              title={<EntryTitle entry={entry} />}
            >
              <HistoryEntry entry={entry} fields={fields} />
            </Timeline.Item>
          ))}
        </Timeline>
        {query.hasNextPage ? (
          <Group>
            <Button
              variant="default"
              size="xs"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('history.more')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    );
  }

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={headingID}>
      <Title order={2} size="h4" mb="md" id={headingID}>
        {t('history.title')}
      </Title>
      {content}
    </Paper>
  );
}

function ActionIcon({ action }: { action: string }) {
  const Icon = actionIcons[verbOf(action) as keyof typeof actionIcons] ?? IconPoint;
  return <Icon size={14} aria-hidden />;
}

function EntryTitle({ entry }: { entry: ActivityEntry }) {
  const { t, i18n } = useTranslation('common');
  const actor = entry.actor?.name ?? t('history.system');
  const verb = verbOf(entry.action);
  const action = i18n.exists(`common:history.actions.${verb}`) ? t(`history.actions.${verb}`) : entry.action;
  return (
    <Text size="sm" fw={600}>
      {t('history.who', { actor, action })}
    </Text>
  );
}

function HistoryEntry({ entry, fields }: { entry: ActivityEntry; fields: HistoryFieldText }) {
  const { t, i18n } = useTranslation('common');
  const show = useChangeValueText(fields);
  const changes = shownChanges(entry.changes);
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, i18n.language)}</time>
      </Text>
      <Text size="sm">{entry.summary}</Text>
      {changes.length > 0 ? (
        <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
          {changes.map(({ field, before, after }) => (
            <Text component="li" size="sm" key={field}>
              <Text span fw={500}>
                {fields.label(field)}
              </Text>
              {': '}
              {/* A new record has no before, a deleted one no after: show only the side that exists. */}
              {!isBlank(before) ? (
                <>
                  <Text span c="dimmed" td="line-through">
                    {show(field, before)}
                  </Text>
                  <span aria-hidden> → </span>
                  <VisuallyHidden>{t('history.changedTo')}</VisuallyHidden>
                </>
              ) : null}
              <Text span>{show(field, after)}</Text>
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
