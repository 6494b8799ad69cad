/** What an entry's row unfolds into: each changed field, before and after, in its area's words. */
import type { ActivityEntry } from '@freeboard/shared/activity/activity.schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeTable } from '../../../components/record-history/change-table';
import { shownChanges } from '../../../components/record-history/entry-changes';
import { activityFieldText } from '../activity-fields';

export function ActivityChanges({ entry }: { entry: ActivityEntry }) {
  const { t, i18n } = useTranslation('activity');
  const fields = useMemo(() => activityFieldText(i18n, entry.subjectType), [i18n, entry.subjectType]);
  return (
    <ChangeTable
      changes={shownChanges(entry.changes)}
      fields={fields}
      caption={t('changes.caption', { summary: entry.summary })}
    />
  );
}
