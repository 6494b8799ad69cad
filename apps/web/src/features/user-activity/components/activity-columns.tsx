/**
 * The trail's columns: a toggle that unfolds an entry's field changes, when it was, who did it, what
 * they did, to which record (a link to it where it has a page), and the entry's own summary. On a
 * phone the same columns make a card headed by the summary.
 */
import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Row } from '@tanstack/react-table';
import type { ActivityEntry } from '@freeboard/shared/activity/activity.schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { listColumnHelper, type ListColumn, type ListFeatures } from '../../../components/list-view/list-columns';
import { RowDetailsToggle } from '../../../components/list-view/row-details-toggle';
import { MissingValue } from '../../../components/missing-value';
import { shownChanges } from '../../../components/record-history/entry-changes';
import { formatDateTime } from '../../../lib/format-date';
import { actionLabel } from '../activity-actions';
import { subjectLocation } from '../activity-subjects';

export const activityRowTestID = 'activity-row';

const column = listColumnHelper<ActivityEntry>();

/** Shown only for an entry with changes to show: a sign-in has none. */
function ChangesToggle({ row }: { row: Row<ListFeatures, ActivityEntry> }) {
  const { t } = useTranslation('activity');
  if (shownChanges(row.original.changes).length === 0) return null;
  const label = t(row.getIsExpanded() ? 'table.hideChanges' : 'table.showChanges');
  return <RowDetailsToggle row={row} rowTestID={activityRowTestID} label={label} />;
}

/** The record's type, linking to the record where it has a page. */
function SubjectCell({ entry }: { entry: ActivityEntry }) {
  const { t, i18n } = useTranslation('activity');
  const type = i18n.exists(`activity:subjectTypes.${entry.subjectType}`)
    ? t(`subjectTypes.${entry.subjectType}`)
    : entry.subjectType;
  const location = subjectLocation(entry);
  if (!location) return <>{type}</>;
  return (
    <Anchor
      size="sm"
      renderRoot={(props) =>
        'documentID' in location ? (
          <Link to="/documents" search={{ section: 'all', document: location.documentID }} {...props} />
        ) : (
          <Link to={location.to} {...props} />
        )
      }
    >
      {type}
    </Anchor>
  );
}

export function useActivityColumns(): ListColumn<ActivityEntry>[] {
  const { t, i18n } = useTranslation('activity');
  const language = i18n.language;
  return useMemo(
    () =>
      column.columns([
        column.display({
          id: 'changesToggle',
          header: () => <VisuallyHidden>{t('table.changes')}</VisuallyHidden>,
          meta: { width: 48, compact: 'bare' },
          cell: ({ row }) => <ChangesToggle row={row} />,
        }),
        column.accessor('createdAt', {
          header: t('table.time'),
          meta: { width: 190, nowrap: true },
          cell: ({ row }) => (
            <time dateTime={row.original.createdAt}>{formatDateTime(row.original.createdAt, language)}</time>
          ),
        }),
        column.display({
          id: 'actor',
          header: t('table.actor'),
          meta: { width: 160 },
          cell: ({ row }) => row.original.actor?.name ?? <MissingValue>{t('table.system')}</MissingValue>,
        }),
        column.accessor('action', {
          header: t('table.action'),
          meta: { width: 170 },
          cell: ({ row }) => actionLabel(t, i18n, row.original.action),
        }),
        column.accessor('subjectType', {
          header: t('table.subject'),
          meta: { width: 150 },
          cell: ({ row }) => <SubjectCell entry={row.original} />,
        }),
        column.accessor('summary', {
          header: t('table.summary'),
          meta: { compact: 'title' },
          cell: ({ row }) => (
            <Text span size="sm">
              {row.original.summary}
            </Text>
          ),
        }),
      ]),
    [t, i18n, language],
  );
}
