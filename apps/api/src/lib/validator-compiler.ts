/**
 * The validator every route uses: the route's zod schema, after one rule that holds for all input.
 * PostgreSQL cannot store a NUL character in text, nor a lone UTF-16 surrogate (`"\ud800"` is valid
 * JSON but no character; jsonb refuses it), so a string carrying either would reach the database only
 * to fail there as a 500; refusing it here makes it a 400 naming the field, for every route present
 * and future, whatever its schema says.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';

/** The marker fastify-type-provider-zod puts on its issues, so the error handler treats ours alike. */
const zodIssueMarker = Symbol.for('ZodFastifySchemaValidationError');

export const nulCharacterMessage = 'Must not contain a NUL character';
export const loneSurrogateMessage = 'Must be valid text: a lone surrogate (U+D800 to U+DFFF) is not a character';

// A high surrogate not followed by a low one, or a low one not preceded by a high one (code units, no `u` flag).
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be stored, or null when it can. */
function unstorable(text: string): string | null {
  if (text.includes('\u0000')) return nulCharacterMessage;
  return loneSurrogate.test(text) ? loneSurrogateMessage : null;
}

export interface UnstorableText {
  path: (string | number)[];
  message: string;
}

/** The first string (or object key) PostgreSQL could not store, with its path, or null when there is none. */
export function findUnstorableText(value: unknown, path: (string | number)[] = []): UnstorableText | null {
  if (typeof value === 'string') {
    const message = unstorable(value);
    return message ? { path, message } : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const message = unstorable(key);
      if (message) return { path: [...path, key], message };
      const found = findUnstorableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** A field's path as the problem names it: a NUL or lone surrogate in a key is written out, not sent. */
export function fieldPathOf(path: (string | number)[], separator = '/'): string {
  return path
    .map((segment) =>
      String(segment)
        .replaceAll('\u0000', '\\0')
        .replace(/[\uD800-\uDFFF]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16)}`),
    )
    .join(separator);
}

export const validatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validateWithSchema = (zodValidatorCompiler as FastifySchemaCompiler<unknown>)(route);
  return (data) => {
    const found = findUnstorableText(data);
    if (found === null) return validateWithSchema(data);
    return {
      error: [
        {
          [zodIssueMarker]: true,
          keyword: 'invalid_string',
          instancePath: `/${fieldPathOf(found.path)}`,
          schemaPath: '#/text',
          message: found.message,
          params: {},
        },
      ] as never,
    };
  };
};
