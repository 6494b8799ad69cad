import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/**
 * What the route's response serializer would send, computed ahead of time (for cached answers):
 * the value checked against its schema, then JSON.
 */
export function serializeWith<T extends z.core.$ZodType>(schema: T, value: z.input<T>): string {
  return JSON.stringify(z.parse(schema, value));
}

/** Sends JSON produced by `serializeWith` as it is (a string payload skips the route serializer). */
export function sendSerialized(reply: { type(contentType: string): unknown }, json: string): FastifyReply {
  return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
}
