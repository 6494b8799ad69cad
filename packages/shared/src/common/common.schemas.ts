import { z } from 'zod';

export const uuidSchema = z.uuid();

/** Wraps a payload in the `{ data }` envelope every successful answer uses. */
export function dataEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    code: z.string(),
    instance: z.string().optional(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'Problem', description: 'RFC 9457 problem details' });

export const assetTypes = ['site', 'infrastructure', 'facility', 'cross-section'] as const;
export const assetTypeSchema = z.enum(assetTypes);
export type AssetType = z.infer<typeof assetTypeSchema>;

export const isoDateSchema = z.iso.date();
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
