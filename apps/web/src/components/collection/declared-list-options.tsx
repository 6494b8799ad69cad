/**
 * What a declared list may add to its rows and filters (`declared-list.tsx`): a toggle that unfolds
 * a row, the switch between the list and its other views, and the filters the list query names
 * apart from the choices' (`queryFiltersOf`: a rating, a count's "any", a person, an asset).
 */
import { SegmentedControl, Select, VisuallyHidden } from '@mantine/core';
import { assetTypes, type AssetType } from '@freeboard/shared/common/assets';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  booleanValues,
  queryFiltersOf,
  ratingValues,
  type DeclaredFields,
} from '../../lib/collection/field-declarations';
import type { PlainSearch } from '../../lib/collection/plain-area';
import type { RiskRating } from '@freeboard/shared/rating';
import { ratingAppearance } from '../../lib/risk-rating';
import { AssetSelect } from '../assets/asset-select';
import { listColumnHelper, type ListColumn } from '../list-view/list-columns';
import { EnumFilter, halfOnPhone } from '../list-view/list-filters';
import { RowDetailsToggle } from '../list-view/row-details-toggle';
import { MemberSelect } from '../member-select';

/** Rows that unfold: what a row shows below itself, read only then, and its toggle's words. */
export interface Unfold<Record> {
  render: (record: Record) => ReactNode;
  /** The toggle's words while folded and unfolded, given the record's `code` (`list.showControls`). */
  show: string;
  hide: string;
  /** The toggle column's name for assistive technology (`list.columns.unfold`). */
  header: string;
}

/** The first column of a list whose rows unfold: the toggle, bare on a phone. */
export function unfoldColumn<Record extends object>(
  unfold: Unfold<Record>,
  rowTestID: string,
  t: TFunction,
): ListColumn<Record> {
  return listColumnHelper<Record>().display({
    id: 'unfold',
    header: () => <VisuallyHidden>{t(unfold.header)}</VisuallyHidden>,
    meta: { width: 40, compact: 'bare' },
    cell: ({ row }) => {
      const code = (row.original as { code?: string }).code;
      return (
        <RowDetailsToggle
          row={row}
          rowTestID={rowTestID}
          label={t(row.getIsExpanded() ? unfold.hide : unfold.show, { code })}
        />
      );
    },
  }) as ListColumn<Record>;
}

/** The list or one of its other views (`views.<view>`); the list is the default, left out of the address. */
export function ViewSwitch({
  namespace,
  views,
  value,
  onChange,
}: {
  namespace: string;
  views: readonly string[];
  value: string | undefined;
  onChange: (view: string | undefined) => void;
}) {
  const { t } = useTranslation(namespace);
  return (
    <SegmentedControl
      aria-label={t('views.label')}
      value={value ?? 'list'}
      onChange={(next) => onChange(next === 'list' ? undefined : next)}
      data={['list', ...views].map((view) => ({ value: view, label: t(`views.${view}`) }))}
      w="fit-content"
    />
  );
}

/** A value of the address as text: a rating is a number there, a count's "any" a yes/no. */
function textOf(value: unknown): string | undefined {
  return typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string'
    ? String(value)
    : undefined;
}

export function QueryFilters({
  namespace,
  fields,
  search,
  onSearchChange,
}: {
  namespace: string;
  fields: DeclaredFields;
  search: PlainSearch;
  onSearchChange: (changes: Partial<PlainSearch>) => void;
}) {
  const { t } = useTranslation(namespace);
  // A rating's words are the risk matrix's, wherever it is shown.
  const { t: ratingText } = useTranslation('risks');
  // The address holds numbers and yes/noes where the types say text.
  const change = (changes: { [param: string]: unknown }) => onSearchChange(changes as Partial<PlainSearch>);
  return queryFiltersOf(fields).map((filter) => {
    switch (filter.kind) {
      case 'rating':
        return (
          <EnumFilter
            key={filter.param}
            label={t(`filters.${filter.param}`)}
            placeholder={t(`filters.any.${filter.param}`)}
            values={ratingValues}
            labelOf={(value) => ratingText(ratingAppearance(Number(value) as RiskRating).labelKey)}
            value={ratingValues.find((value) => value === textOf(search[filter.param]))}
            onChange={(value) => change({ [filter.param]: value === undefined ? undefined : Number(value) })}
            width={150}
          />
        );
      case 'any':
        return (
          <EnumFilter
            key={filter.param}
            label={t(`filters.${filter.param}`)}
            placeholder={t(`filters.any.${filter.param}`)}
            values={booleanValues}
            labelOf={(value) => t(`choices.${filter.param}.${value}`)}
            value={booleanValues.find((value) => value === textOf(search[filter.param]))}
            onChange={(value) => change({ [filter.param]: value === undefined ? undefined : value === 'true' })}
            width={190}
          />
        );
      case 'person':
        return (
          <MemberSelect
            key={filter.param}
            label={t(`fields.${filter.param}`)}
            value={search[filter.param] ?? null}
            onChange={(personID) => change({ [filter.param]: personID ?? undefined })}
            clearable
            w={halfOnPhone(190)}
          />
        );
      case 'asset':
        return <AssetFilter key="asset" namespace={namespace} search={search} onChange={change} />;
    }
  });
}

/** The asset filter: its kind, then which one; a kind alone filters nothing, so it is held here until its asset is chosen. */
function AssetFilter({
  namespace,
  search,
  onChange,
}: {
  namespace: string;
  search: PlainSearch;
  onChange: (changes: { assetType?: AssetType; assetId?: string }) => void;
}) {
  const { t } = useTranslation(namespace);
  const { t: assetText } = useTranslation('assets');
  const [chosenKind, setChosenKind] = useState<AssetType | null>(null);
  const kind = assetTypes.find((type) => type === search.assetType) ?? chosenKind;
  return (
    <>
      <Select
        label={t('filters.assetType')}
        placeholder={t('filters.any.assetType')}
        data={assetTypes.map((type) => ({ value: type, label: assetText(`kinds.${type}`) }))}
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
          placeholder={t('filters.any.asset')}
          value={search.assetId ?? null}
          onChange={(assetId) => onChange({ assetType: assetId ? kind : undefined, assetId: assetId ?? undefined })}
          clearable
          w={{ base: '100%', xs: 260 }}
        />
      ) : null}
    </>
  );
}
