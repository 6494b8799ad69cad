/**
 * A record form's model, the same for every register whose records have a code, made from the
 * form's declared fields (`lib/form-fields.ts`): its empty values, the values of a record being
 * edited, the API inputs made from them (an empty code left for the server to assign on create; the
 * code and the version read on update), and validation of exactly the input that would be sent,
 * with the shared schema, so the rules are the API's.
 */
import type * as z from 'zod/mini';
import type { FormField, FormFields, HeldValues, RecordedValues, SentValues } from './form-fields';
import { zodValidate } from './form-validation';

export interface RecordFormModel<Record, Values, CreateInput, UpdateInput> {
  /** A new record's form, with what the page presets (a parent it was opened from); `undefined` presets nothing. */
  emptyValues: (preset?: Partial<Values>) => Values;
  valuesOf: (record: Record) => Values;
  /** The form's fields, in the order a failed save's field errors are shown. */
  fields: readonly string[];
  createInputOf: (values: Values) => CreateInput;
  updateInputOf: (values: Values, version: number) => UpdateInput;
  /** The errors of a new record's form, by field. */
  validateNew: (values: Values) => { [field: string]: string };
  /** The errors of an edited record's form, by field. */
  validateChanges: (values: Values) => { [field: string]: string };
}

type CodedFields = FormFields & { code: FormField<string, string, string> };
type Sent<Fields extends CodedFields> = Omit<SentValues<Fields>, 'code'>;

export function recordFormModel<Fields extends CodedFields>(options: {
  /** Each field of the form and how it holds its value, in the form's order. */
  fields: Fields;
  createSchema: z.ZodMiniType;
  updateSchema: z.ZodMiniType;
}): RecordFormModel<
  RecordedValues<Fields>,
  HeldValues<Fields>,
  Sent<Fields> & { code?: string },
  Sent<Fields> & { code: string; version: number }
> {
  type Values = HeldValues<Fields>;
  const entries = Object.entries(options.fields);
  const validateCreate = zodValidate(options.createSchema);
  const validateUpdate = zodValidate(options.updateSchema);
  const valuesFrom = (valueOf: (field: FormField<never, unknown, unknown>, name: string) => unknown) =>
    Object.fromEntries(entries.map(([name, field]) => [name, valueOf(field, name)]));
  // The code is sent apart: left out when blank on create, always sent on update.
  const fieldsOf = (values: Values) =>
    valuesFrom((field, name) => field.sent((values as Record<string, unknown>)[name])) as Sent<Fields> & {
      code?: string;
    };
  const createInputOf = (values: Values) => {
    const { code: _code, ...rest } = fieldsOf(values);
    const code = (values.code as string).trim();
    return { ...rest, ...(code ? { code } : {}) } as Sent<Fields> & { code?: string };
  };
  const updateInputOf = (values: Values, version: number) => ({
    ...fieldsOf(values),
    code: values.code as string,
    version,
  });
  return {
    emptyValues: (preset = {}) =>
      valuesFrom((field, name) => (preset as Partial<Record<string, unknown>>)[name] ?? field.empty) as Values,
    valuesOf: (record) => valuesFrom((field, name) => field.held((record as Record<string, never>)[name]!)) as Values,
    fields: entries.map(([name]) => name),
    createInputOf,
    updateInputOf,
    validateNew: (values) => validateCreate(createInputOf(values)),
    // The version is the form's own business, not a field: any positive one checks the values.
    validateChanges: (values) => validateUpdate(updateInputOf(values, 1)),
  };
}
