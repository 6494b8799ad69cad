/**
 * The fields of a plain area (one that is a list of coded records, not a tree), declared once by
 * kind: the form's inputs, the facts of its record page, its list columns and filters and the
 * words of its history all follow from the kind. `code`, the name (`name`, or the area's
 * `nameField`) and `description` every record has; an area declares only the fields between them.
 * A field is named in the area's namespace as `fields.<field>`, a choice's values (and a yes/no's
 * `true` and `false`) as `choices.<field>.<value>`.
 */
import { choiceField, optionalTextField, optionalNumberField, textField, type FormField } from '../form-fields';

/** What every kind may say besides its own. */
interface FieldOptions {
  /** Shown on the record and in the list, never in the form: worked out by the server. */
  readOnly?: boolean;
  /** Only in the form while another field holds this value; otherwise sent as nothing (`null`). */
  when?: { field: string; value: string };
  /** Not shown among the record's facts while it has no value. */
  hideWhenEmpty?: boolean;
  /** Fields shown right after this one's value, in the list and among the facts (a state, a link). */
  beside?: readonly string[];
}

/** A value shown as a coloured badge: the colour of each value that is shown (a value without one is not). */
type Colors = { [value: string]: string };

export type DeclaredField = FieldOptions &
  (
    | /** Text the record requires. */ { kind: 'text' }
      /** Text the record may lack (blank is sent as `null`). */
    | { kind: 'optionalText'; long?: boolean }
    /**
     * One of a fixed set of values, required: `initial` is a new record's, `filter` offers it as a
     * list filter too, `colors` shows it as a badge.
     */
    | { kind: 'choice'; values: readonly [string, ...string[]]; initial?: string; filter?: boolean; colors?: Colors }
    /** One of a fixed set of values, or none (`null`). */
    | { kind: 'optionalChoice'; values: readonly [string, ...string[]]; filter?: boolean; colors?: Colors }
    /** Yes or no: a switch in the form, `filter` offers it as a list filter (`true` / `false`). */
    | { kind: 'boolean'; initial?: boolean; filter?: boolean; colors?: Colors }
    /** A calendar day (`2026-03-12`) the record may lack. */
    | { kind: 'date' }
    /** A number the record may lack. */
    | { kind: 'number' }
    /**
     * A member of the tenant, by ID (`ownerID`), shown by the name the record carries (`nameField`,
     * `ownerName`); `mine` offers the list filter "mine" (the signed-in person).
     */
    | { kind: 'person'; nameField: string; mine?: boolean }
    /**
     * An asset: the record's `assetType` and `assetID` in the form, its `AssetRef` under this
     * field's name (`asset`) on the record, shown as "code name" linking to the asset.
     */
    | { kind: 'asset' }
    /**
     * A record of another area by ID (`riskID`), chosen from that area's list and shown by what the
     * record carries of it (`shownBy`: `{ code, title }`), linking to it.
     */
    | { kind: 'reference'; collection: string; shownBy: string; nameField: string }
  );

export type DeclaredFields = { [field: string]: DeclaredField };

/** A boolean held as is, `false` when a record has none. */
function booleanField(initial: boolean): FormField<boolean, boolean, boolean> {
  return { empty: initial, held: (recorded) => recorded ?? false, sent: (held) => held };
}

/** A value that may be empty: `null` held and sent for none. */
const optionalValueField: FormField<string | null, string | null, string | null> = {
  empty: null,
  held: (recorded) => recorded ?? null,
  sent: (held) => (held === '' ? null : held),
};

function formFieldsOfOne(name: string, field: DeclaredField): [string, FormField<never, unknown, unknown>][] {
  switch (field.kind) {
    case 'choice':
      return [[name, choiceField<string>(field.initial ?? null)]];
    case 'boolean':
      return [[name, booleanField(field.initial ?? false)]];
    case 'optionalChoice':
    case 'person':
    case 'reference':
      return [[name, optionalValueField]];
    case 'asset':
      return [
        ['assetType', optionalValueField],
        ['assetID', optionalValueField],
      ];
    case 'date':
    case 'optionalText':
      return [[name, optionalTextField]];
    case 'number':
      return [[name, optionalNumberField]];
    default:
      return [[name, textField]];
  }
}

/** The fields the form shows (not those the server works out). */
export function editableFieldsOf(fields: DeclaredFields): [string, DeclaredField][] {
  return Object.entries(fields).filter(([, field]) => !field.readOnly);
}

/**
 * The form's fields in the order the form shows them: code and name, the area's own, the
 * description (unless the description is the record's name).
 */
export function formFieldsOf(fields: DeclaredFields, nameField = 'name') {
  return {
    code: textField,
    [nameField]: textField,
    ...Object.fromEntries(editableFieldsOf(fields).flatMap(([name, field]) => formFieldsOfOne(name, field))),
    ...(nameField === 'description' ? {} : { description: textField }),
  } as { code: typeof textField } & { [field: string]: FormField<never, unknown, unknown> };
}

/**
 * The values with each field whose `when` is not met emptied, so what is sent names only what the
 * form shows (an action from a control names no risk).
 */
export function shownValuesOf<Values extends object>(fields: DeclaredFields, values: Values): Values {
  const held = values as { [field: string]: unknown };
  const hidden = Object.entries(fields).filter(
    ([, field]) => field.when && held[field.when.field] !== field.when.value,
  );
  if (hidden.length === 0) return values;
  return { ...values, ...Object.fromEntries(hidden.map(([name]) => [name, null])) };
}

/** The fields whose values have words of their own, and the key prefix of those words, as the History panel words them. */
export function historyChoicesOf(fields: DeclaredFields): { [field: string]: string } {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, field]) => field.kind === 'choice' || field.kind === 'optionalChoice' || field.kind === 'boolean')
      .map(([name]) => [name, `choices.${name}`]),
  );
}

export const booleanValues = ['true', 'false'] as const;

/** The fields offered as list filters: a choice's values, or `true` / `false` for a yes/no. */
export function filterFieldsOf(fields: DeclaredFields): { name: string; values: readonly [string, ...string[]] }[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    if ((field.kind === 'choice' || field.kind === 'optionalChoice') && field.filter) {
      return [{ name, values: field.values }];
    }
    if (field.kind === 'boolean' && field.filter) return [{ name, values: booleanValues }];
    return [];
  });
}

/** The person fields offered as the list filter "mine", by the ID field the list is filtered by. */
export function mineFiltersOf(fields: DeclaredFields): string[] {
  return Object.entries(fields).flatMap(([name, field]) => (field.kind === 'person' && field.mine ? [name] : []));
}
