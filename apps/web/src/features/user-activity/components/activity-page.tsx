/**
 * `/user-activity`: the organization's audit trail (CONTRACT §9 "Administration") for those who may
 * read it (managers and tenant admins, CONTRACT §6): searched and filtered in the address, newest
 * first, older entries loading as the reader scrolls; a row unfolds into the fields it changed, and
 * `Export CSV` downloads what is shown. Anyone else is told the page is not theirs, and nothing is
 * asked of the API.
 * Not a declared area: the trail is read-only and spans every area.
 */
import { useAbility } from '@casl/react';
import { Alert } from '@mantine/core';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-view/list-page';
import { ListView } from '../../../components/list-view/list-view';
import { numberFormat } from '../../../lib/intl-formats';
import { clearedSearch, isNarrowed } from '../../../lib/list-search';
import { useTenantID } from '../../../lib/session-context';
import { activityQueryOf, type ActivityQuery, type ActivitySearch } from '../activity-search';
import { activityListOptions } from '../api/get-activity';
import { ActivityChanges } from './activity-changes';
import { activityRowTestID, useActivityColumns } from './activity-columns';
import { ActivityFilters } from './activity-filters';
import { ExportActivityButton } from './export-activity-button';

interface ActivityPageProps {
  search: ActivitySearch;
  onSearchChange: (changes: Partial<ActivitySearch>) => void;
}

export function ActivityPage({ search, onSearchChange }: ActivityPageProps) {
  const { t } = useTranslation('activity');
  const ability = useAbility<AppAbility>();
  const allowed = ability.can('read', 'Activity');
  const query = useMemo(() => activityQueryOf(search), [search]);
  return (
    <ListPage
      title={t('title')}
      description={t('description')}
      commands={allowed ? <ExportActivityButton query={query} /> : undefined}
    >
      {allowed ? (
        <ActivityList search={search} query={query} onSearchChange={onSearchChange} />
      ) : (
        <Alert color="gray" variant="light" title={t('notAllowed.title')}>
          {t('notAllowed.text')}
        </Alert>
      )}
    </ListPage>
  );
}

function ActivityList({ search, query, onSearchChange }: ActivityPageProps & { query: ActivityQuery }) {
  const { t, i18n } = useTranslation('activity');
  const tenantID = useTenantID();
  const list = useInfiniteQuery({
    ...activityListOptions(tenantID, query),
    // A changed filter keeps the current rows (dimmed) until the new ones arrive; another tenant starts afresh.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === tenantID ? previous : undefined),
  });
  const columns = useActivityColumns();
  // The person filtered by, as the entries name them: the person picker shows it before its own choices are in.
  const firstActor = list.data?.pages[0]?.data[0]?.actor;
  const personName = search.actorID && firstActor?.userID === search.actorID ? firstActor.name : undefined;
  return (
    <ListView
      query={list}
      columns={columns}
      getRowID={(entry) => entry.activityID}
      rowTestID={activityRowTestID}
      renderExpanded={(entry) => <ActivityChanges entry={entry} />}
      labels={{
        caption: t('list.caption'),
        count: (total, atLeast) =>
          t(atLeast ? 'list.countAtLeast' : 'list.count', {
            count: total,
            total: numberFormat(i18n.language).format(total),
          }),
        empty: { title: t('list.empty.title'), description: t('list.empty.description') },
        noMatch: { title: t('list.noMatch.title'), description: t('list.noMatch.description') },
        error: { title: t('list.error.title'), description: t('list.error.description') },
      }}
      search={{ value: search.q, onChange: (q) => onSearchChange({ q }), placeholder: t('list.searchPlaceholder') }}
      filters={<ActivityFilters search={search} onChange={onSearchChange} personName={personName} />}
      onClearFilters={isNarrowed(search) ? () => onSearchChange(clearedSearch(search)) : undefined}
    />
  );
}
