/** A plain area's list: code and name, then its declared columns; a filter for each filtering choice. */
import { useMemo } from 'react';
import type * as z from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { filterFieldsOf } from '../../lib/collection/field-declarations';
import type { PlainSearch, PlainValues } from '../../lib/collection/plain-area';
import { listFiltersOf } from '../../lib/list-search';
import { listColumnHelper, type ListColumn } from '../list-view/list-columns';
import { EnumFilter } from '../list-view/list-filters';
import { recordColumns } from '../list-view/record-columns';
import { AreaList } from './area-list';
import { DeclaredCell } from './declared-fields';
import type { PlainArea } from './define-area';

interface DeclaredListProps<Schema extends z.ZodMiniType<PlainValues>> {
  area: PlainArea<Schema, unknown, unknown>;
  search: PlainSearch;
  onSearchChange: (changes: Partial<PlainSearch>) => void;
  onOpen: (recordID: string) => void;
}

export function DeclaredList<Schema extends z.ZodMiniType<PlainValues>>({
  area,
  search,
  onSearchChange,
  onOpen,
}: DeclaredListProps<Schema>) {
  type Record = z.infer<Schema>;
  const { declaration } = area;
  const { namespace, fields } = declaration;
  const { t } = useTranslation(namespace);
  const columns = useMemo((): ListColumn<Record>[] => {
    const column = listColumnHelper<Record>();
    const shared = recordColumns<Record>(t, {
      pathOf: (row) => `${area.path}/${encodeURIComponent(area.idOf(row))}`,
    });
    const valueOf = (row: Record, name: string) =>
      (row as unknown as { [field: string]: string | number | null })[name];
    return [
      shared.code,
      shared.name,
      ...declaration.columns.map((name) =>
        column.accessor((row) => valueOf(row, name), {
          id: name,
          header: t(`fields.${name}`),
          meta: { width: 170 },
          cell: ({ row }) => (
            <DeclaredCell namespace={namespace} name={name} field={fields[name]} value={valueOf(row.original, name)} />
          ),
        }),
      ),
    ];
  }, [t, area, declaration, namespace, fields]);
  return (
    <AreaList
      text={area.text}
      search={search}
      onSearchChange={onSearchChange}
      onOpen={(record) => onOpen(area.idOf(record))}
      listOptions={(tenantID) => area.api.listOptions(tenantID, listFiltersOf(search))}
      columns={columns}
      idOf={area.idOf}
      rowTestID={`${declaration.noun}-row`}
      sortFields={declaration.sortFields}
      filters={filterFieldsOf(fields).map(({ name, values }) => (
        <EnumFilter
          key={name}
          label={t(`fields.${name}`)}
          placeholder={t(`filters.any.${name}`)}
          values={values}
          labelOf={(value) => t(`choices.${name}.${value}`)}
          value={search[name]}
          onChange={(value) => onSearchChange({ [name]: value })}
        />
      ))}
    />
  );
}
