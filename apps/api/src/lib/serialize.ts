import { z } from 'zod';

/**
 * What the route's response serializer would send, computed ahead of time (for cached answers):
 * the value checked against its schema, then JSON.
 */
export function serializeWith<T extends z.core.$ZodType>(schema: T, value: z.input<T>): string {
  return JSON.stringify(z.parse(schema, value));
}
