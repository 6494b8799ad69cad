/**
 * The register's filters, kept in the address: status, inherent and residual rating, failure mode,
 * owner, asset (its kind, then which one), whether it has a critical control, and the heat map's
 * cell (shown as a chip with its way out).
 */
import { Button, Select } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { assetTypes, type AssetType } from '@freeboard/shared/common/assets';
import { failureModes, riskStatuses } from '@freeboard/shared/risks/risk-enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssetSelect } from '../../../components/assets/asset-select';
import { EnumFilter, halfOnPhone } from '../../../components/list-view/list-filters';
import { MemberSelect } from '../../../components/member-select';
import type { RiskSearch } from '../risk-search';

const ratings = ['1', '2', '3', '4'] as const;
const ratingKeys = { '1': 'low', '2': 'medium', '3': 'high', '4': 'critical' } as const;

interface RiskFiltersProps {
  search: RiskSearch;
  onChange: (changes: Partial<RiskSearch>) => void;
  /** The tenant's names of the levels, for the cell chip. */
  levels?: { likelihood: readonly string[]; consequence: readonly string[] };
}

export function RiskFilters({ search, onChange, levels }: RiskFiltersProps) {
  const { t } = useTranslation('risks');
  const any = t('filters.any');
  // A kind alone filters nothing: it is held here until its asset is chosen.
  const [chosenKind, setChosenKind] = useState<AssetType | null>(null);
  const kind = search.assetType ?? chosenKind;
  return (
    <>
      <EnumFilter
        label={t('fields.status')}
        placeholder={any}
        values={riskStatuses}
        labelOf={(value) => t(`statuses.${value}`)}
        value={search.status}
        onChange={(status) => onChange({ status })}
        width={150}
      />
      <EnumFilter
        label={t('filters.rating')}
        placeholder={any}
        values={ratings}
        labelOf={(value) => t(`rating.${ratingKeys[value]}`)}
        value={search.rating === undefined ? undefined : (String(search.rating) as (typeof ratings)[number])}
        onChange={(rating) => onChange({ rating: rating === undefined ? undefined : Number(rating) })}
        width={150}
      />
      <EnumFilter
        label={t('filters.residualRating')}
        placeholder={any}
        values={ratings}
        labelOf={(value) => t(`rating.${ratingKeys[value]}`)}
        value={
          search.residualRating === undefined ? undefined : (String(search.residualRating) as (typeof ratings)[number])
        }
        onChange={(rating) => onChange({ residualRating: rating === undefined ? undefined : Number(rating) })}
        width={150}
      />
      <EnumFilter
        label={t('fields.failureMode')}
        placeholder={any}
        values={failureModes}
        labelOf={(value) => t(`failureModes.${value}`)}
        value={search.failureMode}
        onChange={(failureMode) => onChange({ failureMode })}
        width={190}
      />
      <EnumFilter
        label={t('filters.critical')}
        placeholder={any}
        values={['true', 'false'] as const}
        labelOf={(value) => t(`filters.criticalChoices.${value}`)}
        value={search.critical === undefined ? undefined : search.critical ? 'true' : 'false'}
        onChange={(value) => onChange({ critical: value === undefined ? undefined : value === 'true' })}
        width={190}
      />
      <MemberSelect
        label={t('fields.owner')}
        value={search.ownerID ?? null}
        onChange={(ownerID) => onChange({ ownerID: ownerID ?? undefined })}
        clearable
        w={halfOnPhone(190)}
      />
      <Select
        label={t('filters.assetType')}
        placeholder={any}
        data={assetTypes.map((type) => ({ value: type, label: t(`assetTypes.${type}`) }))}
        value={kind}
        onChange={(type) => {
          setChosenKind(type);
          if (search.assetType) onChange({ assetType: undefined, assetId: undefined });
        }}
        clearable
        w={halfOnPhone(160)}
        comboboxProps={{ withinPortal: true }}
      />
      {kind ? (
        <AssetSelect
          key={kind}
          type={kind}
          label={t('fields.asset')}
          placeholder={any}
          value={search.assetId ?? null}
          onChange={(assetId) => onChange({ assetType: assetId ? kind : undefined, assetId: assetId ?? undefined })}
          clearable
          w={{ base: '100%', xs: 260 }}
        />
      ) : null}
      {search.likelihood !== undefined && search.consequence !== undefined ? (
        <Button
          variant="light"
          rightSection={<IconX size={14} aria-hidden />}
          onClick={() => onChange({ likelihood: undefined, consequence: undefined })}
          aria-label={t('filters.cellClear', cellNames(search.likelihood, search.consequence, levels))}
        >
          {t('filters.cell', cellNames(search.likelihood, search.consequence, levels))}
        </Button>
      ) : null}
    </>
  );
}

function cellNames(likelihood: number, consequence: number, levels: RiskFiltersProps['levels']) {
  return {
    likelihood: levels?.likelihood[likelihood - 1] ?? String(likelihood),
    consequence: levels?.consequence[consequence - 1] ?? String(consequence),
  };
}
