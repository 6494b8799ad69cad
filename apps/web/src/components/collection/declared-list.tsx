/**
 * A plain area's list: code and name, then its declared columns; a filter for the asset it sits
 * under, for each filtering choice or yes/no, and "mine" for a person field that offers it. What a
 * list may add (rows that unfold, other views above it, cells of its own) is told by its options.
 */
import { Stack, Switch } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryOptions } from '@tanstack/react-query';
import type { AssetRef } from '@freeboard/shared/common/asset-ref.schemas';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { declaredText } from '../../lib/collection/declared-words';
import {
  assetFiltersOf,
  countryFiltersOf,
  declaredFieldOf,
  filterFieldsOf,
  mineFiltersOf,
  wordsOf,
  type DeclaredField,
} from '../../lib/collection/field-declarations';
import type { PlainSearch } from '../../lib/collection/plain-area';
import type { ListPage } from '../list-view/list-view-types';
import { useSession } from '../../lib/session-context';
import { listColumnHelper, type ListColumn } from '../list-view/list-columns';
import { EnumFilter, halfOnPhone, parentFilterProps } from '../list-view/list-filters';
import { useCompactLayout } from '../../lib/use-compact-layout';
import { AssetParentLink } from '../assets/asset-columns';
import { AssetSelect } from '../assets/asset-select';
import { CountrySelect } from '../country-select';
import { NameCell, recordColumns } from '../list-view/record-columns';
import { AreaList } from './area-list';
import { DeclaredCell } from './declared-fields';
import type { PlainArea } from './define-area';
import { QueryFilters, unfoldColumn, ViewSwitch, type Unfold } from './declared-list-options';

/**
 * A column's width in the wide table by what it shows: narrow for a badge, a day or a name, wider
 * for a link; the record's name takes what is left.
 */
function widthOf(field: DeclaredField | undefined): number | undefined {
  if (field?.width) return field.width;
  switch (field?.kind) {
    case 'boolean':
      return 100;
    case 'number':
      return 125;
    case 'openRisks':
      return 100;
    case 'country':
      return 150;
    case 'parent':
      return 220;
    case 'consequenceClass':
      return 170;
    case 'rating':
      return 110;
    case 'date':
      return 115;
    case 'person':
      return 125;
    case 'choice':
    case 'optionalChoice':
      return field.beside?.length ? 125 : 110;
    case 'asset':
    case 'reference':
    case 'requirement':
      return 150;
    case 'location':
      return 200;
    default:
      return 150;
  }
}

/** A parent filter's width in the wide layout, by what its placeholder says ("Any facility"). */
const filterWidths = { site: 240, infrastructure: 260, facility: 260 } as const;

/**
 * What the list takes of an area: its declaration, path, texts, records' IDs and list query (a
 * plain area's own list, or another its area answers, the register's summary).
 */
export type ListedArea<Record, Page extends ListPage<Record>, Key extends readonly unknown[]> = Pick<
  PlainArea<never, unknown, unknown>,
  'declaration' | 'path' | 'text'
> & {
  idOf: (record: Record) => string;
  api: {
    listOptions: (
      tenantID: string | null,
      query: Partial<PlainSearch>,
    ) => UseInfiniteQueryOptions<Page, Error, InfiniteData<Page>, Key, string | null>;
  };
};

interface DeclaredListProps<Record, Page extends ListPage<Record>, Key extends readonly unknown[]> {
  area: ListedArea<Record, Page, Key>;
  search: PlainSearch;
  onSearchChange: (changes: Partial<PlainSearch>) => void;
  onOpen: (recordID: string) => void;
  /** Rows that unfold to show what is read only then (a risk's controls). */
  unfold?: Unfold<Record>;
  /** The view chosen other than the list (`declaration.views`), drawn above the list it narrows. */
  renderView?: (view: string) => ReactNode;
  /** Cells of fields whose kind does not say how to draw them (a risk's critical controls). */
  cells?: { [field: string]: (record: Record) => ReactNode };
  /** Filters set by the list's own parts, after the declared ones (the heat map's cell, as a chip). */
  moreFilters?: ReactNode;
  /** Shown while the first page loads, instead of the skeleton (spec §2: the risks' 'Loading...'). */
  loading?: ReactNode;
}

export function DeclaredList<Record extends object, Page extends ListPage<Record>, Key extends readonly unknown[]>({
  area,
  search: searchWithView,
  onSearchChange,
  onOpen,
  unfold,
  renderView,
  cells,
  moreFilters,
  loading,
}: DeclaredListProps<Record, Page, Key>) {
  const { declaration } = area;
  // The view is not a search: choosing it neither narrows the list nor is cleared with the filters.
  const { view, ...search } = searchWithView;
  const { namespace, fields, nameField } = declaration;
  const { t, i18n } = useTranslation(namespace);
  const { t: common } = useTranslation('common');
  const userID = useSession().me?.userID;
  // Asked once for the list, not in every row it draws.
  const compact = useCompactLayout();
  const columns = useMemo((): ListColumn<Record>[] => {
    const column = listColumnHelper<Record>();
    const valueOf = (row: Record, name: string) =>
      (row as unknown as { [field: string]: string | number | null })[name];
    const pathOf = (row: Record) => `${area.path}/${encodeURIComponent(area.idOf(row))}`;
    const { code } = recordColumns<Record & { code: string; name: string }>(t, { pathOf });
    // The line under the name in words: a choice's, a country's name.
    const textOf = declaredText(declaration, i18n);
    const subtitleOf = (row: Record) =>
      declaration.subtitle ? textOf(declaration.subtitle, valueOf(row, declaration.subtitle)) : null;
    return [
      ...(unfold ? [unfoldColumn(unfold, `${declaration.noun}-row`, t)] : []),
      {
        ...code,
        // A list may name its columns shorter than its fields (`list.columns.code`: "ID"), and size the code to its codes.
        header: t(['list.columns.code', 'fields.code']),
        meta: { ...code.meta, width: declaration.codeWidth ?? code.meta?.width },
      },
      // The record's name, by the field that names it (`title`, `description`).
      column.accessor((row) => valueOf(row, nameField), {
        id: nameField,
        header: t(`fields.${nameField}`),
        meta: { compact: 'title' },
        cell: ({ row }) => (
          <NameCell
            to={pathOf(row.original)}
            name={String(valueOf(row.original, nameField) ?? '')}
            subtitle={subtitleOf(row.original)}
          />
        ),
      }),
      ...declaration.columns.map((name) => {
        const field = declaredFieldOf(fields, name);
        if (field?.kind === 'parent') {
          // The asset it sits under, from its nearest ancestor, and those above it quieter under it:
          // on a phone as text, the whole card opening the row.
          const above = field.above ?? [];
          return column.display({
            id: field.type,
            header: t(`fields.${field.type}`),
            meta: { width: widthOf(field) },
            cell: ({ row }) => {
              const ancestors = (row.original as { ancestors?: AssetRef[] }).ancestors ?? [];
              const nearest = <AssetParentLink asset={ancestors.at(-1)} compact={compact} />;
              if (above.length === 0) return nearest;
              return (
                <Stack gap={2}>
                  {nearest}
                  {above.map((type) => (
                    <AssetParentLink
                      key={type}
                      asset={ancestors.find((ancestor) => ancestor.assetType === type)}
                      compact={compact}
                      secondary
                    />
                  ))}
                </Stack>
              );
            },
          });
        }
        const ownCell = cells?.[name];
        return column.accessor((row) => valueOf(row, name), {
          id: name,
          // A list may name a column shorter than its field (`list.columns.inherentRiskRating`: "Inherent").
          header: t([`list.columns.${name}`, `fields.${name}`]),
          meta: {
            width: widthOf(field),
            // A cell of the list's own aligns itself.
            align: (field?.kind === 'number' || field?.kind === 'openRisks') && !ownCell ? 'end' : undefined,
            compact: field?.compact,
          },
          cell: ({ row }) =>
            ownCell ? ownCell(row.original) : <DeclaredCell area={declaration} name={name} record={row.original} />,
        });
      }),
    ] as ListColumn<Record>[];
  }, [t, i18n, area, declaration, nameField, fields, compact, unfold, cells]);
  const list = (
    <AreaList
      text={area.text}
      search={search}
      onSearchChange={onSearchChange}
      onOpen={(record) => onOpen(area.idOf(record))}
      listOptions={(tenantID) => area.api.listOptions(tenantID, declaration.listQueryOf(search))}
      columns={columns}
      idOf={area.idOf}
      rowTestID={`${declaration.noun}-row`}
      sortFields={declaration.sortFields}
      renderExpanded={unfold?.render}
      loading={loading}
      filters={
        <>
          {assetFiltersOf(fields).map(({ name, type }) => (
            <AssetSelect
              key={name}
              type={type}
              label={t(`filters.${type}`)}
              placeholder={t(`filters.any.${type}`)}
              {...parentFilterProps(
                search[name],
                (parentID) => onSearchChange({ [name]: parentID }),
                filterWidths[type],
              )}
            />
          ))}
          {countryFiltersOf(fields).map((name) => (
            <CountrySelect
              key={name}
              label={t(`fields.${name}`)}
              placeholder={t(`filters.any.${name}`)}
              nothingFoundMessage={common('pickers.noCountry')}
              value={search[name] ?? null}
              onChange={(country) => onSearchChange({ [name]: country ?? undefined })}
              clearable
              w={halfOnPhone(220)}
            />
          ))}
          {filterFieldsOf(fields).map(({ name, values }) => (
            <EnumFilter
              key={name}
              label={t(`fields.${name}`)}
              placeholder={t(`filters.any.${name}`)}
              values={values}
              labelOf={(value) => t(`${wordsOf(name, declaredFieldOf(fields, name))}.${value}`)}
              value={search[name]}
              onChange={(value) => onSearchChange({ [name]: value })}
            />
          ))}
          {userID
            ? mineFiltersOf(fields).map((name) => (
                <Switch
                  key={name}
                  label={t(`filters.mine.${name}`)}
                  checked={search[name] === userID}
                  onChange={(event) => onSearchChange({ [name]: event.currentTarget.checked ? userID : undefined })}
                  // At the foot of the row, level with the boxes of the filters beside it.
                  mb={8}
                />
              ))
            : null}
          <QueryFilters namespace={namespace} fields={fields} search={search} onSearchChange={onSearchChange} />
          {moreFilters}
        </>
      }
    />
  );
  if (!declaration.views) return list;
  return (
    <Stack gap="md">
      <ViewSwitch
        namespace={namespace}
        views={declaration.views}
        value={view}
        onChange={(next) => onSearchChange({ view: next })}
      />
      {view && renderView ? renderView(view) : null}
      {list}
    </Stack>
  );
}
