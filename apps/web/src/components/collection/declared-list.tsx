/**
 * A plain area's list: code and name, then its declared columns; a filter for each filtering choice
 * or yes/no, and "mine" for a person field that offers it.
 */
import { Anchor, Switch } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type * as z from 'zod/mini';
import { useTranslation } from 'react-i18next';
import {
  declaredFieldOf,
  filterFieldsOf,
  mineFiltersOf,
  type DeclaredField,
} from '../../lib/collection/field-declarations';
import type { PlainSearch, PlainValues } from '../../lib/collection/plain-area';
import { listFiltersOf } from '../../lib/list-search';
import { useSession } from '../../lib/session-context';
import { listColumnHelper, type ListColumn } from '../list-view/list-columns';
import { EnumFilter } from '../list-view/list-filters';
import { recordColumns } from '../list-view/record-columns';
import { AreaList } from './area-list';
import { DeclaredCell } from './declared-fields';
import type { PlainArea } from './define-area';

/**
 * A column's width in the wide table by what it shows: narrow for a badge, a day or a name, wider
 * for a link; the record's name takes what is left.
 */
function widthOf(field: DeclaredField | undefined): number | undefined {
  switch (field?.kind) {
    case 'boolean':
      return 100;
    case 'number':
      return 90;
    case 'date':
      return 115;
    case 'person':
      return 125;
    case 'choice':
    case 'optionalChoice':
      return field.beside?.length ? 125 : 110;
    case 'asset':
    case 'reference':
      return 150;
    default:
      return 150;
  }
}

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
  const { namespace, fields, nameField } = declaration;
  const { t } = useTranslation(namespace);
  const userID = useSession().me?.userID;
  const columns = useMemo((): ListColumn<Record>[] => {
    const column = listColumnHelper<Record>();
    const valueOf = (row: Record, name: string) =>
      (row as unknown as { [field: string]: string | number | null })[name];
    const pathOf = (row: Record) => `${area.path}/${encodeURIComponent(area.idOf(row))}`;
    const { code } = recordColumns<Record & { name: string }>(t, { pathOf });
    return [
      code,
      // The record's name, by the field that names it (`title`, `description`).
      column.accessor((row) => valueOf(row, nameField), {
        id: nameField,
        header: t(`fields.${nameField}`),
        meta: { compact: 'title' },
        cell: ({ row }) => (
          // Not a tab stop of its own: the row is, and Enter on it opens the record.
          <Anchor component={Link} to={pathOf(row.original)} tabIndex={-1} fw={600} size="sm">
            {String(valueOf(row.original, nameField) ?? '')}
          </Anchor>
        ),
      }),
      ...declaration.columns.map((name) =>
        column.accessor((row) => valueOf(row, name), {
          id: name,
          header: t(`fields.${name}`),
          meta: { width: widthOf(declaredFieldOf(fields, name)) },
          cell: ({ row }) => <DeclaredCell area={declaration} name={name} record={row.original} />,
        }),
      ),
    ] as ListColumn<Record>[];
  }, [t, area, declaration, nameField, fields]);
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
      filters={
        <>
          {filterFieldsOf(fields).map(({ name, values }) => (
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
        </>
      }
    />
  );
}
