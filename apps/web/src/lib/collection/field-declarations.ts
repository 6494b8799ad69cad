/**
 * The fields of a plain area (one that is a list of coded records, not a tree), declared once by
 * kind: the form's inputs, the facts of its record page, its list columns and filters and the
 * words of its history all follow from the kind. `code`, the name (`name`, or the area's
 * `nameField`) and `description` every record has; an area declares only the fields between them.
 * A field is named in the area's namespace as `fields.<field>`, a choice's values (and a yes/no's
 * `true` and `false`) as `choices.<field>.<value>`.
 */
import { consequenceClasses } from '@freeboard/shared/common/assets';
import { choiceField, optionalTextField, optionalNumberField, textField, type FormField } from '../form-fields';

/**
 * A record as the declarations take it when they are not checked against one: any field. A
 * declaration is checked against its record's type (`declareArea<Action, …>`), where every name it
 * gives must be one of the record's fields.
 */
export type AnyRecord = { [field: string]: unknown };

/** A field of the record. */
export type FieldName<Row> = keyof Row & string;

/** What every kind may say besides its own. */
interface FieldOptions<Row> {
  /** Shown on the record and in the list, never in the form: worked out by the server. */
  readOnly?: boolean;
  /** Only in the form while another field holds this value; otherwise sent as nothing (`null`). */
  when?: { field: FieldName<Row>; value: string };
  /** Not shown among the record's facts while it has no value. */
  hideWhenEmpty?: boolean;
  /** Fields shown right after this one's value, in the list and among the facts (a state, a link). */
  beside?: readonly FieldName<Row>[];
  /**
   * `false`: not a column of the list. Every other field is one, in the order declared, unless it
   * is shown beside another.
   */
  list?: false;
  /** The list column's width where its kind's is not right (a long choice's words). */
  width?: number;
  /** `bare`: on a phone, shown without its label beside the card's title (a status, as beside the record's code). */
  compact?: 'bare';
  /** A line under the form's input: the key of its words (`form.infrastructurePhaseHint`). */
  hint?: string;
  /**
   * Among the facts, in a panel of its own under the first, headed by these words (`details.holdings`):
   * fields with the same heading share the panel, in the order declared.
   */
  panel?: string;
  /**
   * Fields shown right after this one's value in the list only (a warning beside the class): unlike
   * `beside`, they stay facts of their own on the record.
   */
  listBeside?: readonly FieldName<Row>[];
  /** The words of its list cell while it has no value (`list.noOwner`), where "Not recorded" is not right. */
  missing?: string;
  /**
   * A yes/no list filter on whether this count is above none, by the search parameter it names
   * (`critical`: has a critical control); worded `filters.<parameter>` and `choices.<parameter>.<true|false>`.
   */
  anyFilter?: string;
}

/** A value shown as a coloured badge: the colour of each value that is shown (a value without one is not). */
type Colors = { [value: string]: string };

export type DeclaredField<Row = AnyRecord> = FieldOptions<Row> &
  (
    | /** Text the record requires. */ { kind: 'text' }
      /** Text the record may lack (blank is sent as `null`). */
    | { kind: 'optionalText'; long?: boolean }
    /**
     * One of a fixed set of values, required: `initial` is a new record's, `filter` offers it as a
     * list filter too, `colors` shows it as a badge.
     */
    | {
        kind: 'choice';
        values: readonly [string, ...string[]];
        initial?: string;
        filter?: boolean;
        colors?: Colors;
        /** Where its values' words are, when not `choices.<field>` (`infrastructureTypes`). */
        words?: string;
      }
    /** One of a fixed set of values, or none (`null`). */
    | { kind: 'optionalChoice'; values: readonly [string, ...string[]]; filter?: boolean; colors?: Colors }
    /** Yes or no: a switch in the form, `filter` offers it as a list filter (`true` / `false`). */
    | { kind: 'boolean'; initial?: boolean; filter?: boolean; colors?: Colors }
    /** A calendar day (`2026-03-12`) the record may lack. */
    | { kind: 'date' }
    /** A number the record may lack; `decimals`: how many the input takes (a measure's, in metres). */
    | { kind: 'number'; decimals?: number }
    /**
     * A member of the tenant, by ID (`ownerID`), shown by the name the record carries (`nameField`,
     * `ownerName`); `mine` offers the list filter "mine" (the signed-in person).
     */
    | { kind: 'person'; nameField: FieldName<Row>; mine?: boolean; filter?: boolean }
    /**
     * An asset: the record's `assetType` and `assetID` in the form, its `AssetRef` under this
     * field's name (`asset`) on the record, shown as "code name" linking to the asset (`codeOnly`:
     * its code in the list, named in full on hover); `filter` offers the list filter by its kind,
     * then which one (the list query's `assetType` and `assetId`).
     */
    | { kind: 'asset'; filter?: boolean; codeOnly?: boolean }
    /**
     * A record of another area by ID (`riskID`), chosen from that area's list and shown by what the
     * record carries of it (`shownBy`: `{ code, title }`), linking to it; `nameField` is the field
     * that names a record of that area, as its list answers it.
     */
    | { kind: 'reference'; collection: string; shownBy: FieldName<Row>; nameField: string }
    /**
     * The asset a record sits under, by ID (`siteID`), required: chosen in the form, offered as a
     * list filter and preset from the address; shown in the list from the record's nearest ancestor
     * (its place among the facts is "Where it sits"). `above`: the kinds above the parent, each
     * offered as a list filter too (`siteID`) and shown in the list under the parent, quieter (a
     * facility's site under its infrastructure).
     */
    | { kind: 'parent'; type: ParentType; above?: readonly ParentType[] }
    /**
     * The consequence class the server works out from the ratings below the record, as its badge;
     * `filter` offers it as a list filter.
     */
    | { kind: 'consequenceClass'; filter?: boolean }
    /**
     * A country as its ISO code (`CL`), required: chosen by its name in the reader's language, and
     * shown by that name; `filter` offers it as a list filter.
     */
    | { kind: 'country'; filter?: boolean }
    /**
     * Where a thing is on the earth: this field the latitude, `longitude` the other, in degrees to
     * six places, both or neither. Two inputs in the form (with the hints `form.latitudeHint` and
     * `form.longitudeHint`); one fact, `fields.location`, as the coordinates people read and a link
     * to the map (decision 0016).
     */
    | { kind: 'location'; longitude: FieldName<Row> }
    /**
     * An asset's count of open risks, worked out by the server: among the facts a link to the risk
     * register narrowed to them; a number in the list.
     */
    | { kind: 'openRisks' }
    /**
     * Something the record requires, worked out by the server as yes/no (this field, `itrbRequired`)
     * with whether it is met (`met`, `itrbAssigned`): a warning badge while it is required and not
     * met (`<words>.missing`), otherwise in words (`<words>.met`, `<words>.notRequired`). Shown
     * beside another field or as a badge, only the warning is shown. Its fact is `fields.<words>`.
     */
    | { kind: 'requirement'; met: FieldName<Row>; words: string }
    /**
     * A risk rating on the tenant's matrix (1 low … 4 critical), worked out by the server, as its
     * coloured badge ("Not rated" while none); `filter` names the list's search parameter that
     * narrows by it (`rating`).
     */
    | { kind: 'rating'; filter?: string }
  );

/** The asset kinds that hold others. */
export type ParentType = 'site' | 'infrastructure' | 'facility';

/** An area's fields by name, each a field of its record. */
export type DeclaredFields<Row = AnyRecord> = { [Field in FieldName<Row>]?: DeclaredField<Row> };

/** The declared fields by name, in the order declared. */
function entriesOf(fields: DeclaredFields): [string, DeclaredField][] {
  return Object.entries(fields).filter((entry): entry is [string, DeclaredField] => entry[1] !== undefined);
}

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
    case 'parent':
    case 'country':
      return [[name, choiceField<string>()]];
    case 'location':
      return [
        [name, optionalNumberField],
        [field.longitude, optionalNumberField],
      ];
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

/** The kinds the server works out: never an input. */
const workedOut = new Set<DeclaredField['kind']>(['consequenceClass', 'openRisks', 'requirement', 'rating']);

/** The fields the form shows (not those the server works out). */
export function editableFieldsOf(fields: DeclaredFields): [string, DeclaredField][] {
  return entriesOf(fields).filter(([, field]) => !field.readOnly && !workedOut.has(field.kind));
}

/**
 * Where a choice's (or a yes/no's) values have their words: `choices.<field>` unless it says; a
 * consequence class's are the asset safety's (`assetSafety:consequenceClasses`).
 */
export function wordsOf(name: string, field: DeclaredField | undefined): string {
  if (field?.kind === 'consequenceClass') return 'assetSafety:consequenceClasses';
  return field?.kind === 'choice' && field.words ? field.words : `choices.${name}`;
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
  const hidden = entriesOf(fields).filter(([, field]) => field.when && held[field.when.field] !== field.when.value);
  if (hidden.length === 0) return values;
  return { ...values, ...Object.fromEntries(hidden.map(([name]) => [name, null])) };
}

/**
 * The fields whose values have words of their own (choices, yes/no, classes), and the key of those
 * words (`facilityPhases`, `assetSafety:consequenceClasses`).
 */
export function choiceWordsOf(fields: DeclaredFields): { [field: string]: string } {
  return Object.fromEntries(
    entriesOf(fields)
      .filter(
        ([, field]) =>
          field.kind === 'choice' ||
          field.kind === 'optionalChoice' ||
          field.kind === 'boolean' ||
          field.kind === 'consequenceClass',
      )
      .map(([name, field]) => [name, wordsOf(name, field)]),
  );
}

export const booleanValues = ['true', 'false'] as const;

/**
 * The fields offered as list filters by one of a fixed set of values: a choice's values, a
 * consequence class, or `true` / `false` for a yes/no.
 */
export function filterFieldsOf(fields: DeclaredFields): { name: string; values: readonly [string, ...string[]] }[] {
  return entriesOf(fields).flatMap(([name, field]) => {
    if ((field.kind === 'choice' || field.kind === 'optionalChoice') && field.filter) {
      return [{ name, values: field.values }];
    }
    if (field.kind === 'consequenceClass' && field.filter) return [{ name, values: consequenceClasses }];
    if (field.kind === 'boolean' && field.filter) return [{ name, values: booleanValues }];
    return [];
  });
}

/** The country fields offered as list filters, by the country's code. */
export function countryFiltersOf(fields: DeclaredFields): string[] {
  return entriesOf(fields).flatMap(([name, field]) => (field.kind === 'country' && field.filter ? [name] : []));
}

/** The parent fields, offered as list filters by the parent's ID: `siteID`. */
export function parentFieldsOf(fields: DeclaredFields): { name: string; type: ParentType }[] {
  return entriesOf(fields).flatMap(([name, field]) => (field.kind === 'parent' ? [{ name, type: field.type }] : []));
}

/**
 * The assets a list is filtered by, site first: those above each parent (`siteID`), then the
 * parent itself; each by the ID field its kind is named by.
 */
export function assetFiltersOf(fields: DeclaredFields): { name: string; type: ParentType }[] {
  return entriesOf(fields).flatMap(([name, field]) =>
    field.kind === 'parent'
      ? [...(field.above ?? []).map((type) => ({ name: `${type}ID`, type })), { name, type: field.type }]
      : [],
  );
}

/** The person fields offered as the list filter "mine", by the ID field the list is filtered by. */
export function mineFiltersOf(fields: DeclaredFields): string[] {
  return entriesOf(fields).flatMap(([name, field]) => (field.kind === 'person' && field.mine ? [name] : []));
}

/** The fields shown beside another's value (in the list, among the facts): not on their own. */
export function besideFieldsOf(fields: DeclaredFields): Set<string> {
  return new Set(entriesOf(fields).flatMap(([, field]) => field.beside ?? []));
}

/** The list's columns after code and name: every field not shown beside another nor kept out (`list: false`). */
export function columnFieldsOf(fields: DeclaredFields): string[] {
  const besides = new Set([
    ...besideFieldsOf(fields),
    ...entriesOf(fields).flatMap(([, field]) => field.listBeside ?? []),
  ]);
  return entriesOf(fields)
    .filter(([name, field]) => field.list !== false && !besides.has(name))
    .map(([name]) => name);
}

/** The declared field of this name, if any (a timestamp is none). */
export function declaredFieldOf(fields: DeclaredFields, name: string): DeclaredField | undefined {
  return (fields as { [field: string]: DeclaredField | undefined })[name];
}

/** A rating's values as the list filter offers them. */
export const ratingValues = ['1', '2', '3', '4'] as const;

/**
 * The list filters the list query names apart from the choices': a rating's (by the parameter
 * it names), a count's "any" (by its parameter), a person's (by the ID field) and the asset's (by
 * its kind, then which one), in the order declared.
 */
export type QueryFilter =
  | { kind: 'rating'; param: string }
  | { kind: 'any'; param: string }
  | { kind: 'person'; param: string }
  | { kind: 'asset' };

export function queryFiltersOf(fields: DeclaredFields): QueryFilter[] {
  return entriesOf(fields).flatMap(([name, field]): QueryFilter[] => {
    const own: QueryFilter[] =
      field.kind === 'rating' && field.filter
        ? [{ kind: 'rating', param: field.filter }]
        : field.kind === 'person' && field.filter
          ? [{ kind: 'person', param: name }]
          : field.kind === 'asset' && field.filter
            ? [{ kind: 'asset' }]
            : [];
    return field.anyFilter ? [...own, { kind: 'any', param: field.anyFilter }] : own;
  });
}
