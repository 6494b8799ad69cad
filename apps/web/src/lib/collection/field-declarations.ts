/**
 * The fields of a plain area (one that is a list of coded records, not a tree), declared once by
 * kind: the form's inputs, the facts of its record page, its list columns and filters and the
 * words of its history all follow from the kind. `code`, `name` and `description` every record has;
 * an area declares only the fields between them. A field is named in the area's namespace as
 * `fields.<field>`, and a choice's values as `choices.<field>.<value>`.
 */
import { choiceField, optionalNumberField, optionalTextField, textField, type FormField } from '../form-fields';

export type DeclaredField =
  /** Text the record requires. */
  | { kind: 'text' }
  /** Text the record may lack (blank is sent as `null`). */
  | { kind: 'optionalText' }
  /**
   * One of a fixed set of values, required: `initial` is a new record's, `filter` offers it as a
   * list filter too.
   */
  | { kind: 'choice'; values: readonly [string, ...string[]]; initial?: string; filter?: boolean }
  /** A calendar day (`2026-03-12`) the record may lack. */
  | { kind: 'date' }
  /** A number the record may lack. */
  | { kind: 'number' };

export type DeclaredFields = { [field: string]: DeclaredField };

function formFieldOf(field: DeclaredField): FormField<never, unknown, unknown> {
  switch (field.kind) {
    case 'choice':
      return choiceField<string>(field.initial ?? null);
    case 'date':
    case 'optionalText':
      return optionalTextField;
    case 'number':
      return optionalNumberField;
    default:
      return textField;
  }
}

/** The form's fields in the order the form shows them: code and name, the area's own, the description. */
export function formFieldsOf(fields: DeclaredFields) {
  return {
    code: textField,
    name: textField,
    ...Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, formFieldOf(field)])),
    description: textField,
  } as { code: typeof textField } & { [field: string]: FormField<never, unknown, unknown> };
}

/** The choice fields and the key prefix of their values' names, as the History panel words them. */
export function historyChoicesOf(fields: DeclaredFields): { [field: string]: string } {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, field]) => field.kind === 'choice')
      .map(([name]) => [name, `choices.${name}`]),
  );
}

/** The choice fields offered as list filters. */
export function filterFieldsOf(fields: DeclaredFields) {
  return Object.entries(fields).flatMap(([name, field]) =>
    field.kind === 'choice' && field.filter ? [{ name, values: field.values }] : [],
  );
}
