/** A plain area's list: code and name, then its declared columns; a filter for each filtering choice. */
import type { InfiniteData, UseInfiniteQueryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AreaRecord, AreaText } from '../../lib/collection/area-definition';
import { filterFieldsOf } from '../../lib/collection/field-declarations';
import { listColumnHelper, type ListColumn } from '../list-view/list-columns';
import { EnumFilter } from '../list-view/list-filters';
import type { ListPage } from '../list-view/list-view-types';
import { recordColumns } from '../list-view/record-columns';
import { AreaList, type AreaSearch } from './area-list';
import type { AreaListProps } from './area-routes';
import { DeclaredCell } from './declared-fields';
import type { PlainAreaSpec } from './define-area';

interface ListedPlainArea<Row> {
  spec: Pick<PlainAreaSpec<never>, 'namespace' | 'noun' | 'fields' | 'columns' | 'sortFields'>;
  path: string;
  text: AreaText;
  idOf: (record: Row) => string;
}

export function DeclaredList<Row extends AreaRecord, Page extends ListPage<Row>, Key extends readonly unknown[]>({
  area,
  search,
  onSearchChange,
  onOpen,
  listOptions,
}: AreaListProps<AreaSearch> & {
  area: ListedPlainArea<Row>;
  listOptions: (
    tenantID: string | null,
  ) => UseInfiniteQueryOptions<Page, Error, InfiniteData<Page>, Key, string | null>;
}) {
  const { spec } = area;
  const { t } = useTranslation(spec.namespace);
  const columns = useMemo((): ListColumn<Row>[] => {
    const column = listColumnHelper<Row>();
    const shared = recordColumns<Row>(t, { pathOf: (row) => `${area.path}/${encodeURIComponent(area.idOf(row))}` });
    const valueOf = (row: Row, name: string) => (row as unknown as { [field: string]: string | number | null })[name];
    return [
      shared.code,
      shared.name,
      ...spec.columns.map((name) =>
        column.accessor((row) => valueOf(row, name), {
          id: name,
          header: t(`fields.${name}`),
          meta: { width: 170 },
          cell: ({ row }) => (
            <DeclaredCell
              namespace={spec.namespace}
              name={name}
              field={spec.fields[name]}
              value={valueOf(row.original, name)}
            />
          ),
        }),
      ),
    ];
  }, [t, area, spec]);
  const filterValues = search as AreaSearch & { [field: string]: string | undefined };
  return (
    <AreaList
      text={area.text}
      search={search}
      onSearchChange={onSearchChange}
      onOpen={(record) => onOpen(area.idOf(record))}
      listOptions={listOptions}
      columns={columns}
      idOf={area.idOf}
      rowTestID={`${spec.noun}-row`}
      sortFields={spec.sortFields}
      filters={filterFieldsOf(spec.fields).map(({ name, values }) => (
        <EnumFilter
          key={name}
          label={t(`fields.${name}`)}
          placeholder={t(`filters.any.${name}`)}
          values={values}
          labelOf={(value) => t(`choices.${name}.${value}`)}
          value={filterValues[name]}
          onChange={(value) => onSearchChange({ [name]: value })}
        />
      ))}
    />
  );
}
