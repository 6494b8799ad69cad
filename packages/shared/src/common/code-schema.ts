/** Human-readable codes: `S-001`, `I-001`, `F-001`, `XS-001`, …, or one a person chooses (letters, digits, dashes). */
import * as z from 'zod/mini';

export const codeSchema = z
  .string()
  .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9][A-Z0-9-]{0,31}$/, 'Letters, digits and dashes, at most 32'));
