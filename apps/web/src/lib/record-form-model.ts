/**
 * A record form's model, the same for every register whose records have a code: the API inputs made
 * from the form's values (an empty code left for the server to assign on create; the code and the
 * version read on update), and validation of exactly the input that would be sent, with the shared
 * schema, so the rules are the API's.
 */
import type * as z from 'zod/mini';
import { zodValidate } from './form-validation';

interface RecordFormModelOptions<Record, Values extends { code: string }, Fields> {
  /** The form's values for a record being edited. */
  valuesOf: (record: Record) => Values;
  /** The form's fields, in the order a failed save's field errors are shown. */
  fields: readonly (keyof Values & string)[];
  /** The input's fields but the code and the version, as the form holds them. */
  fieldsOf: (values: Values) => Fields;
  createSchema: z.ZodMiniType;
  updateSchema: z.ZodMiniType;
}

export interface RecordFormModel<Record, Values, CreateInput, UpdateInput> {
  valuesOf: (record: Record) => Values;
  fields: readonly string[];
  createInputOf: (values: Values) => CreateInput;
  updateInputOf: (values: Values, version: number) => UpdateInput;
  /** The errors of a new record's form, by field. */
  validateNew: (values: Values) => { [field: string]: string };
  /** The errors of an edited record's form, by field. */
  validateChanges: (values: Values) => { [field: string]: string };
}

export function recordFormModel<Record, Values extends { code: string }, Fields extends object>(
  options: RecordFormModelOptions<Record, Values, Fields>,
): RecordFormModel<Record, Values, Fields & { code?: string }, Fields & { code: string; version: number }> {
  const validateCreate = zodValidate(options.createSchema);
  const validateUpdate = zodValidate(options.updateSchema);
  const createInputOf = (values: Values) => {
    const code = values.code.trim();
    return { ...options.fieldsOf(values), ...(code ? { code } : {}) };
  };
  const updateInputOf = (values: Values, version: number) => ({
    ...options.fieldsOf(values),
    code: values.code,
    version,
  });
  return {
    valuesOf: options.valuesOf,
    fields: options.fields,
    createInputOf,
    updateInputOf,
    validateNew: (values) => validateCreate(createInputOf(values)),
    // The version is the form's own business, not a field: any positive one checks the values.
    validateChanges: (values) => validateUpdate(updateInputOf(values, 1)),
  };
}
