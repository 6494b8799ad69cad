/**
 * A list answered from the per-process tenant cache (decision 0013): the page is read through
 * `inTenant` (row-level security decides what is in it), checked against its schema and serialised
 * once, and dropped when the database announces a change to any of `tables` in the tenant.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sendCachedAnswer } from '../cached-answer';
import type { CacheDependencies } from '../cache-dependencies';
import { serializeWith } from '../serialize';
import { cacheKeyOf } from './cache-key';
import { inTenant, type TenantContext } from './tenant-context';

export interface CachedListOptions<Schema extends z.core.$ZodType> {
  /** Names the list in the cache key ("sites"). */
  resource: string;
  /** Every table the answer is computed from (`cacheDependencies`): a change to any of them drops it. */
  tables: CacheDependencies;
  schema: Schema;
  load: (context: TenantContext) => Promise<z.input<Schema>>;
}

export async function sendCachedList<Schema extends z.core.$ZodType>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  options: CachedListOptions<Schema>,
): Promise<FastifyReply> {
  const tenantID = request.tenant!.tenantID;
  const key = cacheKeyOf(options.resource, request.query as object);
  const answer = await app.tenantCache.get(tenantID, key, options.tables, async () =>
    serializeWith(options.schema, await inTenant(app, request, options.load)),
  );
  return sendCachedAnswer(request, reply, answer);
}
