/**
 * The validator every route uses: the route's zod schema, after one rule that holds for all input.
 * PostgreSQL cannot store a NUL character in text, so a string carrying one would reach the
 * database only to fail there as a 500; refusing it here makes it a 400 naming the field, for every
 * route present and future, whatever its schema says.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';

/** The marker fastify-type-provider-zod puts on its issues, so the error handler treats ours alike. */
const zodIssueMarker = Symbol.for('ZodFastifySchemaValidationError');

export const nulCharacterMessage = 'Must not contain a NUL character';

/** The path of the first string (or object key) holding U+0000, or null when there is none. */
export function findNulCharacter(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulCharacter(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key];
      const found = findNulCharacter(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

export const validatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validateWithSchema = (zodValidatorCompiler as FastifySchemaCompiler<unknown>)(route);
  return (data) => {
    const path = findNulCharacter(data);
    if (path === null) return validateWithSchema(data);
    const where = path.map((segment) => String(segment).replaceAll('\u0000', '\\0'));
    return {
      error: [
        {
          [zodIssueMarker]: true,
          keyword: 'invalid_string',
          instancePath: `/${where.join('/')}`,
          schemaPath: '#/nul',
          message: nulCharacterMessage,
          params: {},
        },
      ] as never,
    };
  };
};
