/**
 * How one field of a record form holds its value: what an empty form has, what the input holds for
 * a recorded value, and what is sent back. A form declares its fields with these, so turning a
 * record into values and values into an API input is written once, not once per area.
 */
import { numberField, optionalNumber, optionalText } from './form-values';

export interface FormField<Recorded, Held, Sent> {
  empty: Held;
  // Methods, not properties: a form's fields of many kinds then fit one record of fields.
  held(recorded: Recorded): Held;
  sent(held: Held): Sent;
}

/** Text the API requires (it may be empty where the schema allows). */
export const textField: FormField<string, string, string> = {
  empty: '',
  held: (recorded) => recorded,
  sent: (held) => held,
};

/** Text the record may lack: blank is sent as `null`. */
export const optionalTextField: FormField<string | null, string, string | null> = {
  empty: '',
  held: (recorded) => recorded ?? '',
  sent: optionalText,
};

/** A number the record may lack: blank is `null`, anything else not a number stays for the schema to report. */
export const optionalNumberField: FormField<number | null, number | string, number | null> = {
  empty: '',
  held: numberField,
  sent: optionalNumber,
};

/**
 * A required choice (a parent, a type, a country). Nothing chosen is sent empty, so the schema
 * reports the field as required in the form's words rather than the request failing.
 */
export function choiceField<Value extends string>(empty: Value | null = null): FormField<Value, Value | null, Value> {
  return { empty, held: (recorded) => recorded, sent: (held) => (held ?? '') as Value };
}

export type FormFields = { [field: string]: FormField<never, unknown, unknown> };

export type HeldValues<Fields extends FormFields> = {
  -readonly [Field in keyof Fields]: Fields[Field] extends FormField<never, infer Held, unknown> ? Held : never;
};

export type RecordedValues<Fields extends FormFields> = {
  [Field in keyof Fields]: Fields[Field] extends FormField<infer Recorded, unknown, unknown> ? Recorded : never;
};

export type SentValues<Fields extends FormFields> = {
  -readonly [Field in keyof Fields]: Fields[Field] extends FormField<never, unknown, infer Sent> ? Sent : never;
};
