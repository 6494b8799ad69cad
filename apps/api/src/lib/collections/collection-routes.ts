/**
 * The five routes of a collection (CONTRACT §9) with their OpenAPI entries: the cached keyset list,
 * one record, create (201 + Location), change at a version, delete. A read-only collection (no
 * create/update schemas) gets the first two.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { dataEnvelope, problemSchema } from '@freeboard/shared/common/common.schemas';
import { sendCachedList } from '../resources/cached-list';
import { inTenant } from '../resources/tenant-context';
import type { PageQuery } from './collection-queries';
import { collectionService } from './collection-service';
import type { CollectionDefinition } from './definition';
import { dependentsOf } from './dependents';
import { signedInProblems } from '../resources/route-problems';

const writeProblems = { ...signedInProblems, 404: problemSchema, 409: problemSchema };

const article = (noun: string) => (/^[aeiou]/i.test(noun) ? 'an' : 'a');

/** What OpenAPI says of each route, unless the definition says it better. */
function summaries<Item>(definition: CollectionDefinition<Item, never>) {
  const { noun, path, codes, parent, describe } = definition;
  const one = `${article(noun)} ${noun}`;
  const onParent = parent ? ` of ${article(parent.noun)} ${parent.noun} of the tenant` : '';
  const coded = codes ? `; without a code it gets the next free one (${codes.prefix}-001, …)` : '';
  const blockers = dependentsOf(definition)
    .map((dependent) => dependent.noun)
    .join(' or ');
  return {
    list: describe?.list ?? `${path[0]!.toUpperCase()}${path.slice(1).replaceAll('-', ' ')} of the tenant`,
    get: `One ${noun}`,
    create: describe?.create ?? `Create ${one}${onParent}${coded}`,
    update: describe?.update ?? `Change ${one}, given the version it was read at (409 when it changed since)`,
    delete:
      describe?.delete ??
      (blockers ? `Delete ${one} that has no ${blockers} (409 has_dependents otherwise)` : `Delete ${one}`),
  };
}

/** Registers the collection's routes on the API's instance (under `/api`). */
export function collectionRoutes<Item>(definition: CollectionDefinition<Item, never>) {
  const { path, subject, idField, schemas } = definition;
  const service = collectionService(definition);
  const tags = [path];
  const one = `/${path}/:${idField}`;
  const idOf = (request: FastifyRequest) => (request.params as Record<string, string>)[idField]!;
  const body = (request: FastifyRequest) => request.body as Record<string, unknown>;

  return async function routes(app: FastifyInstance) {
    // When the routes are registered, every collection is loaded: their declarations give the dependents.
    const said = summaries(definition);
    app.get(
      `/${path}`,
      {
        preValidation: app.requireTenant('read', subject),
        schema: {
          tags,
          summary: said.list,
          querystring: schemas.listQuery,
          response: { 200: schemas.listResponse, ...signedInProblems },
        },
      },
      async (request: FastifyRequest, reply: FastifyReply) =>
        sendCachedList(app, request, reply, {
          resource: path,
          tables: definition.listReadsFrom,
          schema: schemas.listResponse,
          load: (context) => service.list(context, request.query as PageQuery),
        }),
    );

    app.get(
      one,
      {
        preValidation: app.requireTenant('read', subject),
        schema: {
          tags,
          summary: said.get,
          params: schemas.params,
          response: { 200: dataEnvelope(schemas.record), ...signedInProblems, 404: problemSchema },
        },
      },
      async (request: FastifyRequest) => ({
        data: await inTenant(app, request, (context) => service.get(context, idOf(request))),
      }),
    );

    if (!schemas.create || !schemas.update) return;

    app.post(
      `/${path}`,
      {
        preValidation: app.requireTenant('create', subject),
        schema: {
          tags,
          summary: said.create,
          body: schemas.create,
          response: { 201: dataEnvelope(schemas.record), ...writeProblems },
        },
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const created = await inTenant(app, request, (context) => service.create(context, body(request)));
        const id = (created as Record<string, unknown>)[idField] as string;
        return reply.code(201).header('location', `/api/${path}/${id}`).send({ data: created });
      },
    );

    app.patch(
      one,
      {
        preValidation: app.requireTenant('update', subject),
        schema: {
          tags,
          summary: said.update,
          params: schemas.params,
          body: schemas.update,
          response: { 200: dataEnvelope(schemas.record), ...writeProblems },
        },
      },
      async (request: FastifyRequest) => ({
        data: await inTenant(app, request, (context) => service.update(context, idOf(request), body(request))),
      }),
    );

    app.delete(
      one,
      {
        preValidation: app.requireTenant('delete', subject),
        schema: {
          tags,
          summary: said.delete,
          params: schemas.params,
          response: { 204: z.null().describe('Deleted'), ...writeProblems },
        },
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        await inTenant(app, request, (context) => service.remove(context, idOf(request)));
        return reply.code(204).send(null);
      },
    );
  };
}
