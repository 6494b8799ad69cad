/**
 * A plain area declared in one place: its collection, shared schemas, ability subject and fields.
 * Its calls, form model, form, record facts, history words, list (columns, filters, search in the
 * address) and routes all follow (`area-routes.tsx`). An asset kind, which sits in the tree, is
 * declared with `assetDefinition` instead.
 */
import type { Subject } from '@freeboard/shared/auth/abilities';
import * as z from 'zod/mini';
import type { AreaDefinition, AreaRecord } from '../../lib/collection/area-definition';
import {
  filterFieldsOf,
  formFieldsOf,
  historyChoicesOf,
  type DeclaredFields,
} from '../../lib/collection/field-declarations';
import { historyFields } from '../../lib/collection/history-fields';
import { recordApi } from '../../lib/collection/record-api';
import { areaKeys } from '../../lib/area-keys';
import { listFiltersOf, listSearchSchema } from '../../lib/list-search';
import { recordFormModel, type RecordFormModel } from '../../lib/record-form-model';
import type { AreaSearch } from './area-list';
import { DeclaredDetails, DeclaredFormFields } from './declared-fields';
import { DeclaredList } from './declared-list';
import type { ListedArea } from './area-routes';

export interface PlainAreaSpec<Schema extends z.ZodMiniType> {
  /** The collection under `/api` and the list's path: `field-inspections`. */
  collection: string;
  /** The namespace of its texts: `fieldInspections`. */
  namespace: string;
  subject: Subject;
  /** The record's ID field, and the record route's parameter: `fieldInspectionID`. */
  idField: string;
  /** One record, in test IDs: `field-inspection` (rows are `field-inspection-row`). */
  noun: string;
  schemas: { record: Schema; create: z.ZodMiniType; update: z.ZodMiniType };
  /** The sorts the API offers; the first is the default. */
  sortFields: readonly [string, ...string[]];
  /** The fields between name and description, by kind. */
  fields: DeclaredFields;
  /** The list's columns after code and name: declared fields, `createdAt` or `updatedAt`. */
  columns: readonly string[];
  codeExample: string;
}

type Values = AreaRecord & { description: string };

export type PlainArea<Record extends AreaRecord, CreateInput, UpdateInput> = AreaDefinition<
  Record,
  Values,
  CreateInput,
  UpdateInput,
  'information'
> &
  ListedArea<AreaSearch> & { spec: PlainAreaSpec<z.ZodMiniType> };

export function defineArea<Schema extends z.ZodMiniType<Values>, CreateInput, UpdateInput>(
  spec: PlainAreaSpec<Schema>,
): PlainArea<z.infer<Schema>, CreateInput, UpdateInput> {
  type Record = z.infer<Schema>;
  const { namespace, fields } = spec;
  const keys = areaKeys(spec.collection);
  const api = recordApi<Schema, CreateInput, UpdateInput>({
    keys,
    path: `/${spec.collection}`,
    schema: spec.schemas.record,
  });
  const filters = Object.fromEntries(filterFieldsOf(fields).map(({ name, values }) => [name, z.enum(values)]));
  const declared = { namespace, fields, codeExample: spec.codeExample };
  const area: PlainArea<Record, CreateInput, UpdateInput> = {
    spec,
    path: `/${spec.collection}`,
    subject: spec.subject,
    text: { namespace, fieldsNamespace: namespace },
    api: api,
    idOf: (record) => String((record as unknown as { [field: string]: unknown })[spec.idField]),
    idParam: spec.idField,
    sections: ['information'],
    // The shared schemas check what is sent, so the form's values need no type of their own.
    model: recordFormModel({
      fields: formFieldsOf(fields),
      createSchema: spec.schemas.create,
      updateSchema: spec.schemas.update,
    }) as unknown as RecordFormModel<Record, Values, CreateInput, UpdateInput>,
    renderFields: (form, mode) => <DeclaredFormFields area={declared} form={form} mode={mode} />,
    renderDetails: (record) => <DeclaredDetails area={declared} record={record} />,
    historyFields: (i18n) => historyFields(i18n, namespace, historyChoicesOf(fields)),
    list: {
      searchSchema: listSearchSchema({ sortFields: spec.sortFields, filters }),
      prefetch: (queryClient, tenantID, query) => queryClient.prefetchInfiniteQuery(api.listOptions(tenantID, query)),
      List: (props) => (
        <DeclaredList
          {...props}
          area={{ ...declared, spec, path: area.path, text: area.text, idOf: area.idOf }}
          listOptions={(tenantID) => api.listOptions(tenantID, listFiltersOf(props.search))}
        />
      ),
    },
  };
  return area;
}
