/** Field groups that the schemas of several records share, so each is defined (and bounded) once. */
import * as z from 'zod/mini';

/** An asset's name and description as a create or an update takes them. */
export const assetNameInputFields = {
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  description: z.optional(z.string().check(z.trim(), z.maxLength(5000))),
};

/** An optional text of at most `max` characters (trimmed); null clears it. */
export const optionalText = (max: number) => z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max))));

/** An optional number from `min` to `max`; null clears it. */
export const optionalNumber = (min: number, max: number) =>
  z.optional(z.nullable(z.number().check(z.gte(min), z.lte(max))));
