/** The sites of the tenant in the shared list view: columns, filters and texts of the sites area. */
import { countryName } from '@freeboard/shared/common/countries';
import type { Site } from '@freeboard/shared/sites/sites.schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { assetColumns } from '../../../components/assets/asset-columns';
import { ConsequenceClassBadge } from '../../../components/assets/consequence-class-badge';
import { AreaList } from '../../../components/collection/area-list';
import { listColumnHelper, type ListColumn } from '../../../components/list-view/list-columns';
import { siteApi, siteIDOf } from '../api/site-api';
import { siteDefinition } from '../site-definition';
import { siteListFiltersOf, type SiteSearch } from '../site-search';
import { SiteFilters } from './site-filters';
import { SiteStatusBadge } from './site-status-badge';

const column = listColumnHelper<Site>();

function useSiteColumns(): ListColumn<Site>[] {
  const { t, i18n } = useTranslation('sites');
  return useMemo(() => {
    const shared = assetColumns<Site>(t, { type: 'site', idOf: siteIDOf, subtitle: (site) => site.region });
    return [
      shared.code,
      shared.name,
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
    ];
  }, [t, i18n.language]);
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
    <AreaList
      text={siteDefinition.text}
      search={search}
      onSearchChange={onSearchChange}
      onOpen={(site) => onOpenSite(site.siteID)}
      listOptions={(tenantID) => siteApi.listOptions(tenantID, siteListFiltersOf(search))}
      columns={columns}
      idOf={siteIDOf}
      rowTestID="site-row"
      sortFields={siteSortChoices}
      filters={<SiteFilters search={search} onChange={onSearchChange} />}
    />
  );
}
