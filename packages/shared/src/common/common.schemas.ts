/**
 * Shared schemas are written with `zod/mini`: the web app parses them in the browser, where mini
 * tree-shakes to what is used, and the API reads them through zod core like its own schemas
 * (docs/decisions/0008).
 */
import * as z from 'zod/mini';
import { assetTypes } from './assets';

export const uuidSchema = z.uuid();

/** Wraps a payload in the `{ data }` envelope every successful answer uses. */
export function dataEnvelope<T extends z.core.$ZodType>(schema: T) {
  return z.object({ data: schema });
}

export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.int(),
    detail: z.optional(z.string()),
    code: z.string(),
    instance: z.optional(z.string()),
    errors: z.optional(z.record(z.string(), z.array(z.string()))),
    duplicateOf: z.optional(z.object({ documentID: z.uuid(), title: z.string() })),
  })
  .register(z.globalRegistry, { id: 'Problem', description: 'RFC 9457 problem details' });

export { assetTypes, type AssetType } from './assets';
export const assetTypeSchema = z.enum(assetTypes);

export { isoDateSchema, isoDateTimeSchema } from './iso-dates';
