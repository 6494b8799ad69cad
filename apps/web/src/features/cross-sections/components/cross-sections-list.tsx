/** The cross-sections of the tenant in the shared list view: their columns, filter and texts. */
import type { CrossSection } from '@freeboard/shared/cross-sections/cross-sections.schemas';
import { crossSectionSortFields } from '@freeboard/shared/cross-sections/cross-section-list-query';
import { useMemo } from 'react';
import { useCompactLayout } from '../../../lib/use-compact-layout';
import { useTranslation } from 'react-i18next';
import { Measure } from '../../../components/record-page/facts';
import { listColumnHelper, type ListColumn } from '../../../components/list-view/list-columns';
import { listFiltersOf } from '../../../lib/list-search';
import { assetColumns, AssetParentLink } from '../../../components/assets/asset-columns';
import { AreaList } from '../../../components/collection/area-list';
import { parentFilterProps } from '../../../components/list-view/list-filters';
import { crossSectionApi, crossSectionIDOf } from '../api/cross-section-api';
import type { CrossSectionSearch } from '../cross-section-search';
import { AssetSelect } from '../../../components/assets/asset-select';
import { crossSectionDefinition } from '../cross-section-definition';

const column = listColumnHelper<CrossSection>();

function useCrossSectionColumns(): ListColumn<CrossSection>[] {
  const { t } = useTranslation('assets');
  // Asked once for the list, not in every row it draws.
  const compact = useCompactLayout();
  return useMemo(() => {
    const shared = assetColumns<CrossSection>(t, { type: 'cross-section', idOf: crossSectionIDOf });
    return [
      shared.code,
      shared.name,
      column.display({
        id: 'facility',
        header: t('fields.facility'),
        meta: { width: 240 },
        cell: ({ row }) => <AssetParentLink asset={row.original.ancestors.at(-1)} compact={compact} />,
      }),
      column.accessor('chainageM', {
        header: t('fields.chainageM'),
        meta: { width: 120, align: 'end' },
        cell: ({ row }) => <Measure value={row.original.chainageM} />,
      }),
      column.accessor('heightM', {
        header: t('fields.heightM'),
        meta: { width: 110, align: 'end' },
        cell: ({ row }) => <Measure value={row.original.heightM} />,
      }),
      shared.consequenceClass,
    ];
  }, [t, compact]);
}

interface CrossSectionsListProps {
  search: CrossSectionSearch;
  onSearchChange: (changes: Partial<CrossSectionSearch>) => void;
  onOpen: (crossSectionID: string) => void;
}

export function CrossSectionsList({ search, onSearchChange, onOpen }: CrossSectionsListProps) {
  const { t } = useTranslation('assets');
  const columns = useCrossSectionColumns();
  return (
    <AreaList
      text={crossSectionDefinition.text}
      search={search}
      onSearchChange={onSearchChange}
      onOpen={(crossSection) => onOpen(crossSection.crossSectionID)}
      listOptions={(tenantID) => crossSectionApi.listOptions(tenantID, listFiltersOf(search))}
      columns={columns}
      idOf={crossSectionIDOf}
      rowTestID="cross-section-row"
      sortFields={crossSectionSortFields}
      filters={
        <AssetSelect
          type="facility"
          label={t('filters.facility')}
          placeholder={t('filters.anyFacility')}
          {...parentFilterProps(search.facilityID, (facilityID) => onSearchChange({ facilityID }), 260)}
        />
      }
    />
  );
}
