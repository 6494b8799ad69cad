/** What an entry's row unfolds into: each changed field, before and after, in its area's words. */
import type { ActivityEntry } from '@freeboard/shared/activity/activity.schemas';
import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeTable } from '../../../components/record-history/change-table';
import { shownChanges } from '../../../components/record-history/entry-changes';
import { SubjectWordsContext } from '../../../lib/collection/declared-words';
import { activityFieldText } from '../activity-fields';

export function ActivityChanges({ entry }: { entry: ActivityEntry }) {
  const { t, i18n } = useTranslation('activity');
  const wordsOf = useContext(SubjectWordsContext);
  const fields = useMemo(() => activityFieldText(i18n, wordsOf(entry.subjectType)), [i18n, wordsOf, entry.subjectType]);
  return (
    <ChangeTable
      changes={shownChanges(entry.changes)}
      fields={fields}
      caption={t('changes.caption', { summary: entry.summary })}
    />
  );
}
