/** The infrastructures of the tenant in the shared list view: their columns, filters and texts. */
import type { Infrastructure } from '@freeboard/shared/infrastructures/infrastructures.schemas';
import { infrastructureTypes } from '@freeboard/shared/infrastructures/infrastructures.schemas';
import { infrastructureSortFields } from '@freeboard/shared/infrastructures/infrastructure-list-query';
import { useMemo } from 'react';
import { useCompactLayout } from '../../../lib/use-compact-layout';
import { useTranslation } from 'react-i18next';
import { listColumnHelper, type ListColumn } from '../../../components/list-view/list-columns';
import { listFiltersOf } from '../../../lib/list-search';
import { assetColumns, AssetParentLink } from '../../../components/assets/asset-columns';
import { AreaList } from '../../../components/collection/area-list';
import { EnumFilter, parentFilterProps } from '../../../components/list-view/list-filters';
import { infrastructureApi, infrastructureIDOf } from '../api/infrastructure-api';
import type { InfrastructureSearch } from '../infrastructure-search';
import { AssetSelect } from '../../../components/assets/asset-select';
import { infrastructureDefinition } from '../infrastructure-definition';

const column = listColumnHelper<Infrastructure>();

function useInfrastructureColumns(): ListColumn<Infrastructure>[] {
  const { t } = useTranslation('assets');
  // Asked once for the list, not in every row it draws.
  const compact = useCompactLayout();
  return useMemo(() => {
    const shared = assetColumns<Infrastructure>(t, {
      type: 'infrastructure',
      idOf: infrastructureIDOf,
      subtitle: (row) => row.phase,
    });
    return [
      shared.code,
      shared.name,
      column.display({
        id: 'site',
        header: t('fields.site'),
        meta: { width: 220 },
        cell: ({ row }) => <AssetParentLink asset={row.original.ancestors[0]} compact={compact} />,
      }),
      column.accessor('type', {
        header: t('fields.type'),
        meta: { width: 160 },
        cell: ({ row }) => t(`infrastructureTypes.${row.original.type}`),
      }),
      column.accessor('facilityCount', { header: t('fields.facilityCount'), meta: { width: 125, align: 'end' } }),
      shared.consequenceClass,
    ];
  }, [t, compact]);
}

interface InfrastructuresListProps {
  search: InfrastructureSearch;
  onSearchChange: (changes: Partial<InfrastructureSearch>) => void;
  onOpen: (infrastructureID: string) => void;
}

export function InfrastructuresList({ search, onSearchChange, onOpen }: InfrastructuresListProps) {
  const { t } = useTranslation('assets');
  const columns = useInfrastructureColumns();
  return (
    <AreaList
      text={infrastructureDefinition.text}
      search={search}
      onSearchChange={onSearchChange}
      onOpen={(infrastructure) => onOpen(infrastructure.infrastructureID)}
      listOptions={(tenantID) => infrastructureApi.listOptions(tenantID, listFiltersOf(search))}
      columns={columns}
      idOf={infrastructureIDOf}
      rowTestID="infrastructure-row"
      sortFields={infrastructureSortFields}
      filters={
        <>
          <AssetSelect
            type="site"
            label={t('filters.site')}
            placeholder={t('filters.anySite')}
            {...parentFilterProps(search.siteID, (siteID) => onSearchChange({ siteID }), 240)}
          />
          <EnumFilter
            label={t('filters.type')}
            placeholder={t('filters.anyType')}
            values={infrastructureTypes}
            labelOf={(value) => t(`infrastructureTypes.${value}`)}
            value={search.type}
            onChange={(type) => onSearchChange({ type })}
          />
        </>
      }
    />
  );
}
