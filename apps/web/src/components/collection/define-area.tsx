/**
 * A plain area as the generic pages take it (`AreaDefinition`), made from its declaration
 * (`lib/collection/plain-area.ts`) and its shared schemas: its calls, form model, form, record facts
 * and history words.
 */
import type * as z from 'zod/mini';
import type { AreaDefinition } from '../../lib/collection/area-definition';
import { formFieldsOf, historyChoicesOf } from '../../lib/collection/field-declarations';
import { historyFields } from '../../lib/collection/history-fields';
import type { PlainAreaDeclaration, PlainValues } from '../../lib/collection/plain-area';
import { recordApi } from '../../lib/collection/record-api';
import { areaKeys } from '../../lib/area-keys';
import { recordFormModel, type RecordFormModel } from '../../lib/record-form-model';
import { DeclaredDetails, DeclaredFormFields } from './declared-fields';

type PlainApi<Schema extends z.ZodMiniType, CreateInput, UpdateInput> = ReturnType<
  typeof recordApi<Schema, CreateInput, UpdateInput>
>;

export interface PlainArea<Schema extends z.ZodMiniType<PlainValues>, CreateInput, UpdateInput> extends Omit<
  AreaDefinition<z.infer<Schema>, PlainValues, CreateInput, UpdateInput, 'information'>,
  'api'
> {
  declaration: PlainAreaDeclaration;
  api: PlainApi<Schema, CreateInput, UpdateInput>;
}

/** The shared schemas of a plain area's record and of what creating and changing one send. */
export interface PlainSchemas<Schema extends z.ZodMiniType<PlainValues>> {
  record: Schema;
  create: z.ZodMiniType;
  update: z.ZodMiniType;
}

export function definePlainArea<Schema extends z.ZodMiniType<PlainValues>, CreateInput, UpdateInput>(
  declaration: PlainAreaDeclaration,
  schemas: PlainSchemas<Schema>,
): PlainArea<Schema, CreateInput, UpdateInput> {
  type Record = z.infer<Schema>;
  const { namespace, fields } = declaration;
  const api = recordApi<Schema, CreateInput, UpdateInput>({
    keys: areaKeys(declaration.collection),
    path: `/${declaration.collection}`,
    schema: schemas.record,
  });
  return {
    declaration,
    path: `/${declaration.collection}`,
    subject: declaration.subject,
    text: { namespace, fieldsNamespace: namespace },
    api,
    idOf: (record) => String((record as unknown as { [field: string]: unknown })[declaration.idField]),
    sections: ['information'],
    // The shared schemas check what is sent, so the form's values need no type of their own.
    model: recordFormModel({
      fields: formFieldsOf(fields),
      createSchema: schemas.create,
      updateSchema: schemas.update,
    }) as unknown as RecordFormModel<Record, PlainValues, CreateInput, UpdateInput>,
    renderFields: (form, mode) => <DeclaredFormFields area={declaration} form={form} mode={mode} />,
    renderDetails: (record) => <DeclaredDetails area={declaration} record={record} />,
    historyFields: (i18n) => historyFields(i18n, namespace, historyChoicesOf(fields)),
  };
}
