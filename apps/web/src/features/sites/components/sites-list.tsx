/** The sites of the tenant in the shared list view: columns, filters and texts of the sites area. */
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { countryName } from '@freeboard/shared/common/countries';
import type { Site } from '@freeboard/shared/sites/sites.schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { listColumnHelper, type ListColumn } from '../../../components/list-view/list-columns';
import { AssetList } from '../../assets/asset-list';
import { siteIDOf, sitesQueryOptions } from '../api/site-api';
import { siteListFiltersOf, type SiteSearch } from '../site-search';
import { ConsequenceClassBadge } from '../../assets/consequence-class-badge';
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
          meta: { width: 125, align: 'end' },
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

const siteSortChoices = ['code', 'name', 'country', 'status', 'createdAt', 'updatedAt'] as const;

interface SitesListProps {
  search: SiteSearch;
  onSearchChange: (changes: Partial<SiteSearch>) => void;
  onOpenSite: (siteID: string) => void;
}

export function SitesList({ search, onSearchChange, onOpenSite }: SitesListProps) {
  const columns = useSiteColumns();
  return (
    <AssetList
      type="site"
      search={search}
      onSearchChange={onSearchChange}
      onOpen={(site) => onOpenSite(site.siteID)}
      listOptions={(tenantID) => sitesQueryOptions(tenantID, siteListFiltersOf(search))}
      columns={columns}
      idOf={siteIDOf}
      rowTestID="site-row"
      sortFields={siteSortChoices}
      filters={<SiteFilters search={search} onChange={onSearchChange} />}
    />
  );
}
