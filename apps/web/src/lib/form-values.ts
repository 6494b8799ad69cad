/**
 * Form inputs turned into API values: empty optional text is `null`, an empty number field is
 * `null`, and what is not a number stays as typed so the shared schema reports it in the form.
 */
export function optionalText(value: string): string | null {
  return value.trim() === '' ? null : value;
}

export function optionalNumber(value: number | string): number | null {
  if (typeof value === 'number') return value;
  if (value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : (value as unknown as number);
}

/** A number field's value as the input holds it: empty for none. */
export function numberField(value: number | null): number | string {
  return value ?? '';
}
