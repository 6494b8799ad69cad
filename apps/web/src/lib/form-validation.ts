/**
 * Mantine form validation from the shared zod schemas: the same rules as the API's, with messages
 * in the user's language. Messages come from the issue's code and limits, never from zod's own
 * English text, so the start-up path needs no zod locale and Spanish users read Spanish.
 */
import i18next from 'i18next';
import * as z from 'zod/mini';

type Issue = z.core.$ZodIssue;

/** The translated message for one issue (keys under `common:validation`); `value` is the field's. */
function validationMessage(issue: Issue, value: unknown): string {
  const t = (key: string, options: Record<string, unknown> = {}) =>
    i18next.t(`validation.${key}`, { ns: 'common', ...options });
  // An empty field breaks whatever format it was meant to have: say what the user must do.
  if (isEmpty(value) && issue.code !== 'custom') return t('required');
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return t('tooShort', { count: Number(issue.minimum) });
      if (issue.origin === 'array' || issue.origin === 'set') return t('tooFewItems', { count: Number(issue.minimum) });
      return t('tooSmall', { minimum: issue.minimum });
    case 'too_big':
      if (issue.origin === 'string') return t('tooLong', { count: Number(issue.maximum) });
      if (issue.origin === 'array' || issue.origin === 'set')
        return t('tooManyItems', { count: Number(issue.maximum) });
      return t('tooBig', { maximum: issue.maximum });
    case 'invalid_format':
      return issue.format === 'email' || issue.format === 'url' ? t(issue.format) : t('format');
    case 'invalid_value':
      return t('choice');
    case 'custom': {
      // A schema's own rule names its message with `params.i18nKey`; its English text is the fallback.
      const key = typeof issue.params?.i18nKey === 'string' ? issue.params.i18nKey : null;
      return key ? t(key, { defaultValue: issue.message }) : issue.message || t('invalid');
    }
    default:
      return t('invalid');
  }
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function valueAt(values: unknown, path: readonly PropertyKey[]): unknown {
  let current = values;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** A Mantine `validate` function: the first message of each field, keyed by its dotted path. */
export function zodValidate<T extends z.core.$ZodType>(schema: T) {
  return (values: z.input<T>): Record<string, string> => {
    const result = z.safeParse(schema, values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      errors[field] ??= validationMessage(issue, valueAt(values, issue.path));
    }
    return errors;
  };
}
