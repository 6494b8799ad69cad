/**
 * A plain area as the generic pages take it (`AreaDefinition`), made from its declaration
 * (`lib/collection/plain-area.ts`) and its shared schemas: its calls, form model, form, record facts
 * and history words; what the area adds of its own (commands beside Edit, related records) is handed
 * in with the schemas.
 */
import type { ReactNode } from 'react';
import type * as z from 'zod/mini';
import type { AreaDefinition } from '../../lib/collection/area-definition';
import { declaredHistoryFields, declaredText } from '../../lib/collection/declared-words';
import { formFieldsOf, shownValuesOf } from '../../lib/collection/field-declarations';
import type { PlainAreaDeclaration, PlainValues } from '../../lib/collection/plain-area';
import { recordApi } from '../../lib/collection/record-api';
import { areaKeys } from '../../lib/area-keys';
import { recordFormModel, type RecordFormModel } from '../../lib/record-form-model';
import { DeclaredBadges, DeclaredDetails, scalarText } from './declared-fields';
import { DeclaredFormFields } from './declared-form-fields';

type PlainApi<Schema extends z.ZodMiniType, CreateInput, UpdateInput> = ReturnType<
  typeof recordApi<Schema, CreateInput, UpdateInput>
>;

export interface PlainArea<Schema extends z.ZodMiniType<PlainValues>, CreateInput, UpdateInput> extends Omit<
  AreaDefinition<z.infer<Schema>, PlainValues, CreateInput, UpdateInput, string>,
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
  /** Beside Edit and Delete on the record's Information: what else may be done to it (close an action). */
  renderCommands?: (record: z.infer<Schema>, recordID: string) => ReactNode;
  /** Below the record's facts: what it holds that the facts do not show (evidence). */
  renderRelated?: (record: z.infer<Schema>, recordID: string) => ReactNode;
  /** Other areas showing numbers from this one (counts, classes), refreshed after each write. */
  refreshAlso?: readonly string[];
}

export function definePlainArea<Schema extends z.ZodMiniType<PlainValues>, CreateInput, UpdateInput>(
  declaration: PlainAreaDeclaration,
  schemas: PlainSchemas<Schema>,
): PlainArea<Schema, CreateInput, UpdateInput> {
  type Record = z.infer<Schema>;
  const { namespace, fields, nameField } = declaration;
  const api = recordApi<Schema, CreateInput, UpdateInput>({
    keys: areaKeys(declaration.collection),
    path: `/${declaration.collection}`,
    schema: schemas.record,
  });
  // The shared schemas check what is sent, so the form's values need no type of their own.
  const model = recordFormModel({
    fields: formFieldsOf(fields, nameField),
    createSchema: schemas.create,
    updateSchema: schemas.update,
  }) as unknown as RecordFormModel<Record, PlainValues, CreateInput, UpdateInput>;
  // A field the form does not show (`when`) is sent as nothing, and checked as such.
  const shown = (values: PlainValues) => shownValuesOf(fields, values);
  const badges = declaration.badges ?? [];
  return {
    declaration,
    path: `/${declaration.collection}`,
    subject: declaration.subject,
    text: { namespace, keyPrefix: declaration.keyPrefix, fieldsNamespace: namespace },
    api,
    idOf: (record) => String((record as unknown as { [field: string]: unknown })[declaration.idField]),
    nameOf: (record) => scalarText((record as unknown as { [field: string]: unknown })[nameField]),
    sections: declaration.sections,
    model: {
      ...model,
      createInputOf: (values) => model.createInputOf(shown(values)),
      updateInputOf: (values, version) => model.updateInputOf(shown(values), version),
      validateNew: (values) => model.validateNew(shown(values)),
      validateChanges: (values) => model.validateChanges(shown(values)),
    },
    renderFields: (form, mode, record) => (
      <DeclaredFormFields area={declaration} form={form as never} mode={mode} record={record} />
    ),
    renderDetails: (record) => <DeclaredDetails area={declaration} record={record} />,
    describe: declaration.describe
      ? (record, i18n) => {
          const textOf = declaredText(declaration, i18n);
          const values = record as unknown as { [field: string]: unknown };
          return (declaration.describe ?? [])
            .map((name) => textOf(name, values[name]))
            .filter(Boolean)
            .join(', ');
        }
      : undefined,
    renderBadges:
      badges.length > 0 ? (record) => <DeclaredBadges area={declaration} names={badges} record={record} /> : undefined,
    renderCommands: schemas.renderCommands,
    renderRelated: schemas.renderRelated,
    refreshAlso: schemas.refreshAlso,
    historyFields: (i18n) => declaredHistoryFields(declaration, i18n),
  };
}
