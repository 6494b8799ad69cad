/** The facilities of the tenant in the shared list view: their columns, filters and texts. */
import { Group, Stack } from '@mantine/core';
import { consequenceClasses } from '@freeboard/shared/common/assets';
import { facilityPhases, type Facility } from '@freeboard/shared/facilities/facilities.schemas';
import { facilitySortFields } from '@freeboard/shared/facilities/facility-list-query';
import { useMemo } from 'react';
import { useCompactLayout } from '../../../lib/use-compact-layout';
import { useTranslation } from 'react-i18next';
import { listColumnHelper, type ListColumn } from '../../../components/list-view/list-columns';
import { listFiltersOf } from '../../../lib/list-search';
import { assetColumns, AssetParentLink } from '../../../components/assets/asset-columns';
import { AreaList } from '../../../components/collection/area-list';
import { ConsequenceClassBadge } from '../../../components/assets/consequence-class-badge';
import { EnumFilter, parentFilterProps } from '../../../components/list-view/list-filters';
import { facilityApi, facilityIDOf } from '../api/facility-api';
import type { FacilitySearch } from '../facility-search';
import { ItrbGapBadge } from './itrb-gap-badge';
import { AssetSelect } from '../../../components/assets/asset-select';
import { facilityDefinition } from '../facility-definition';

const column = listColumnHelper<Facility>();

function useFacilityColumns(): ListColumn<Facility>[] {
  const { t } = useTranslation('assets');
  // Asked once for the list, not in every row it draws.
  const compact = useCompactLayout();
  return useMemo(() => {
    const shared = assetColumns<Facility>(t, {
      type: 'facility',
      idOf: facilityIDOf,
      subtitle: (row) => t(`facilityTypes.${row.type}`),
    });
    return [
      shared.code,
      shared.name,
      column.display({
        id: 'infrastructure',
        header: t('fields.infrastructure'),
        meta: { width: 230 },
        cell: ({ row }) => (
          <Stack gap={2}>
            <AssetParentLink asset={row.original.ancestors[1]} compact={compact} />
            <AssetParentLink asset={row.original.ancestors[0]} compact={compact} secondary />
          </Stack>
        ),
      }),
      column.accessor('phase', {
        header: t('fields.phase'),
        meta: { width: 130 },
        cell: ({ row }) => t(`facilityPhases.${row.original.phase}`),
      }),
      column.accessor('crossSectionCount', {
        header: t('fields.crossSectionCount'),
        meta: { width: 130, align: 'end' },
      }),
      column.display({
        id: 'consequenceClass',
        header: t('fields.consequenceClass'),
        meta: { width: 190 },
        cell: ({ row }) => (
          <Group gap={6}>
            <ConsequenceClassBadge value={row.original.consequenceClass} />
            <ItrbGapBadge facility={row.original} />
          </Group>
        ),
      }),
      column.accessor('openRiskCount', { header: t('fields.openRiskCount'), meta: { width: 90, align: 'end' } }),
    ];
  }, [t, compact]);
}

interface FacilitiesListProps {
  search: FacilitySearch;
  onSearchChange: (changes: Partial<FacilitySearch>) => void;
  onOpen: (facilityID: string) => void;
}

export function FacilitiesList({ search, onSearchChange, onOpen }: FacilitiesListProps) {
  const { t } = useTranslation('assets');
  const columns = useFacilityColumns();
  return (
    <AreaList
      text={facilityDefinition.text}
      search={search}
      onSearchChange={onSearchChange}
      onOpen={(facility) => onOpen(facility.facilityID)}
      listOptions={(tenantID) => facilityApi.listOptions(tenantID, listFiltersOf(search))}
      columns={columns}
      idOf={facilityIDOf}
      rowTestID="facility-row"
      sortFields={facilitySortFields}
      filters={
        <>
          <AssetSelect
            type="site"
            label={t('filters.site')}
            placeholder={t('filters.anySite')}
            {...parentFilterProps(search.siteID, (siteID) => onSearchChange({ siteID }), 220)}
          />
          <AssetSelect
            type="infrastructure"
            label={t('filters.infrastructure')}
            placeholder={t('filters.anyInfrastructure')}
            {...parentFilterProps(
              search.infrastructureID,
              (infrastructureID) => onSearchChange({ infrastructureID }),
              250,
            )}
          />
          <EnumFilter
            label={t('filters.phase')}
            placeholder={t('filters.anyPhase')}
            values={facilityPhases}
            labelOf={(value) => t(`facilityPhases.${value}`)}
            value={search.phase}
            onChange={(phase) => onSearchChange({ phase })}
            width={170}
          />
          <EnumFilter
            label={t('filters.consequenceClass')}
            placeholder={t('filters.anyClass')}
            values={consequenceClasses}
            labelOf={(value) => t(`assetSafety:consequenceClasses.${value}`)}
            value={search.consequenceClass}
            onChange={(consequenceClass) => onSearchChange({ consequenceClass })}
            width={190}
          />
        </>
      }
    />
  );
}
