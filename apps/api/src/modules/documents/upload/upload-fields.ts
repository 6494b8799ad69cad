/**
 * Multipart fields → the shared schema's input. Every field arrives as text: an empty one means
 * "not given", and the fields a form repeats (`tags`, `mentions`) are lists even when sent once.
 */
import type * as z from 'zod/mini';
import { AppError } from '../../../lib/app-error';
import { fieldPathOf, findUnstorableText } from '../../../lib/validator-compiler';

const listFields = new Set(['tags', 'mentions']);

export function parseUploadFields<Schema extends z.ZodMiniType>(
  schema: Schema,
  fields: Record<string, string | string[]>,
): z.infer<Schema> {
  const input: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const values = (Array.isArray(value) ? value : [value]).filter((entry) => entry !== '');
    if (listFields.has(name)) input[name] = values;
    else if (values.length === 1) input[name] = values[0];
    else if (values.length > 1) input[name] = values; // refused by the schema as not text
  }
  const unstorable = findUnstorableText(input);
  if (unstorable) {
    throw new AppError('validation_failed', 'Some fields are not valid.', {
      [fieldPathOf(unstorable.path, '.') || 'body']: [unstorable.message],
    });
  }
  const result = schema.safeParse(input);
  if (!result.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of result.error.issues) {
      (errors[issue.path.join('.') || 'body'] ??= []).push(issue.message);
    }
    throw new AppError('validation_failed', 'Some fields are not valid.', errors);
  }
  return result.data;
}
