/**
 * The one list query every collection takes (CONTRACT §9): `q`, `limit` (1–200, default 50), an
 * opaque `cursor`, `sort` (`field` or `-field`, from the resource's allowed set) and its typed
 * filters; and the envelope every list answers with. An unknown sort field or filter value is a 400.
 */
import * as z from 'zod/mini';

export const listLimit = { min: 1, max: 200, default: 50 } as const;

/** `field` ascending, `-field` descending. */
export type SortValue<Field extends string> = Field | `-${Field}`;

export function sortValues<const Field extends string>(fields: readonly Field[]): SortValue<Field>[] {
  return fields.flatMap((field) => [field, `-${field}` as const]);
}

export interface ParsedSort<Field extends string> {
  field: Field;
  direction: 'asc' | 'desc';
}

export function parseSort<Field extends string>(sort: SortValue<Field>): ParsedSort<Field> {
  return sort.startsWith('-')
    ? { field: sort.slice(1) as Field, direction: 'desc' }
    : { field: sort as Field, direction: 'asc' };
}

export function listQuerySchema<const Field extends string, Filters extends z.core.$ZodLooseShape>(options: {
  sortFields: readonly Field[];
  defaultSort: SortValue<Field>;
  filters: Filters;
}) {
  return z.object({
    q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(listLimit.min), z.lte(listLimit.max)), listLimit.default),
    cursor: z.optional(z.string().check(z.maxLength(500))),
    sort: z._default(
      z.enum(sortValues(options.sortFields) as [SortValue<Field>, ...SortValue<Field>[]]),
      options.defaultSort as never,
    ),
    ...options.filters,
  });
}

export const listMetaSchema = z.object({
  total: z.int(),
  nextCursor: z.nullable(z.string()),
  /**
   * Present (true) when a list that grows without bound (the audit trail) stopped counting at
   * `total`: there are at least that many. Absent, `total` is exact.
   */
  totalIsLowerBound: z.optional(z.literal(true)),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

export function listEnvelope<T extends z.core.$ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: listMetaSchema });
}

/** `true` / `false` in a query string. */
export const booleanParam = z.pipe(
  z.enum(['true', 'false']),
  z.transform((value: 'true' | 'false') => value === 'true'),
);

/** A list's asset filter: `assetType` and `assetId` go together. */
export const assetGoesWithItsType = z.refine<{ assetType?: unknown; assetId?: unknown }>(
  (query) => (query.assetType === undefined) === (query.assetId === undefined),
  { path: ['assetId'], message: 'assetType and assetId go together' },
);
