/** The sites of the tenant in the shared list view: columns, filters and texts of the sites area. */
import { Anchor, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { countryName } from '@freeboard/shared/common/countries';
import type { Site } from '@freeboard/shared/sites/sites.schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { listColumnHelper, type ListColumn } from '../../../components/list-view/list-columns';
import { ListView } from '../../../components/list-view/list-view';
import { useTenantID } from '../../../lib/session-context';
import { sitesQueryOptions } from '../api/get-sites';
import { defaultSiteSort, isNarrowed, siteListFiltersOf, type SiteSearch } from '../site-search';
import { ConsequenceClassBadge } from './consequence-class-badge';
import { SiteFilters } from './site-filters';
import { SiteStatusBadge } from './site-status-badge';

const column = listColumnHelper<Site>();

function useSiteColumns(): ListColumn<Site>[] {
  const { t, i18n } = useTranslation('sites');
  return useMemo(
    () =>
      column.columns([
        column.accessor('code', {
          header: t('fields.code'),
          meta: { width: 100, nowrap: true },
          cell: ({ row }) => (
            <Text span size="sm" fw={600}>
              {row.original.code}
            </Text>
          ),
        }),
        column.accessor('name', {
          header: t('fields.name'),
          meta: { compact: 'title' },
          cell: ({ row }) => (
            <Stack gap={0}>
              {/* Not a tab stop of its own: the row is, and Enter on it opens the site. */}
              <Anchor
                renderRoot={(props) => <Link {...props} to="/sites/$siteID" params={{ siteID: row.original.siteID }} />}
                tabIndex={-1}
                fw={600}
                size="sm"
              >
                {row.original.name}
              </Anchor>
              {row.original.region ? (
                <Text size="xs" c="dimmed">
                  {row.original.region}
                </Text>
              ) : null}
            </Stack>
          ),
        }),
        column.accessor('country', {
          header: t('fields.country'),
          meta: { width: 150 },
          cell: ({ row }) => countryName(row.original.country, i18n.language),
        }),
        column.accessor('status', {
          header: t('fields.status'),
          meta: { width: 180, compact: 'bare' },
          cell: ({ row }) => <SiteStatusBadge status={row.original.status} />,
        }),
        column.accessor('facilityCount', {
          header: t('fields.facilityCount'),
          meta: { width: 95, align: 'end' },
        }),
        column.accessor('consequenceClass', {
          header: t('fields.consequenceClass'),
          meta: { width: 160 },
          cell: ({ row }) => <ConsequenceClassBadge value={row.original.consequenceClass} />,
        }),
        column.accessor('openRiskCount', {
          header: t('fields.openRiskCount'),
          meta: { width: 100, align: 'end' },
        }),
      ]),
    [t, i18n.language],
  );
}

interface SitesListProps {
  search: SiteSearch;
  onSearchChange: (changes: Partial<SiteSearch>) => void;
  onOpenSite: (siteID: string) => void;
}

export function SitesList({ search, onSearchChange, onOpenSite }: SitesListProps) {
  const { t } = useTranslation('sites');
  const tenantID = useTenantID();
  const filters = siteListFiltersOf(search);
  const query = useInfiniteQuery({
    ...sitesQueryOptions(tenantID, filters),
    // A changed search keeps the current rows (dimmed) until the new ones arrive; another tenant starts afresh.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === tenantID ? previous : undefined),
  });
  const columns = useSiteColumns();
  const sortFields = useMemo(
    () =>
      (['code', 'name', 'country', 'status', 'createdAt', 'updatedAt'] as const).map((field) => ({
        field,
        label: t(`fields.${field}`),
      })),
    [t],
  );
  return (
    <ListView
      query={query}
      columns={columns}
      getRowID={(site) => site.siteID}
      rowTestID="site-row"
      onOpenRow={(site) => onOpenSite(site.siteID)}
      labels={{
        caption: t('list.caption'),
        count: (total) => t('list.count', { count: total }),
        empty: { title: t('list.empty.title'), description: t('list.empty.description') },
        noMatch: { title: t('list.noMatch.title'), description: t('list.noMatch.description') },
        error: { title: t('list.error.title'), description: t('list.error.description') },
      }}
      search={{
        value: search.q,
        onChange: (q) => onSearchChange({ q }),
        placeholder: t('list.searchPlaceholder'),
      }}
      sort={{
        value: search.sort ?? defaultSiteSort,
        fields: sortFields,
        onChange: (sort) =>
          onSearchChange({ sort: sort === defaultSiteSort ? undefined : (sort as SiteSearch['sort']) }),
      }}
      filters={<SiteFilters search={search} onChange={onSearchChange} />}
      onClearFilters={
        isNarrowed(search) ? () => onSearchChange({ q: undefined, status: undefined, country: undefined }) : undefined
      }
    />
  );
}
