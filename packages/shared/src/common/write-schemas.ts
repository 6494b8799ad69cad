/**
 * A record's two write inputs from one field set: create takes the fields as declared (each default
 * filled in, `code` optional: the server assigns one), update takes every one of them optional plus
 * the required `version` it was read at. Both keep the same cross-field checks and are registered
 * for OpenAPI as `Create<Record>Input` and `Update<Record>Input`, after the record's own id.
 */
import * as z from 'zod/mini';
import { codeSchema } from './code-schema';

type Shape = z.core.$ZodLooseShape;

/** Only names the record has: a writable field the record does not answer is a type error. */
export type FieldsOfRecord<Record, Fields> = Fields & { [K in Exclude<keyof Fields, keyof Record>]: never };

type Defaults<Fields extends Shape> = { [K in keyof Fields]?: z.output<Fields[K]> };

type Optional<Schema extends z.core.$ZodType> =
  Schema extends z.ZodMiniOptional<z.core.$ZodType> ? Schema : z.ZodMiniOptional<Schema>;

const code = z.optional(codeSchema);
const version = z.int().check(z.gte(1));

export type CreateShape<Fields extends Shape, Given> = {
  [K in keyof Fields]: K extends keyof Given ? z.ZodMiniDefault<Fields[K]> : Fields[K];
} & { code: typeof code };

export type UpdateShape<Fields extends Shape> = { [K in keyof Fields]: Optional<Fields[K]> } & {
  code: typeof code;
  version: typeof version;
};

function isOptional(schema: z.core.$ZodType): boolean {
  return schema._zod.optin === 'optional';
}

/** The OpenAPI id the record is registered under ("Site"): its inputs are named after it. */
function registeredID(record: z.core.$ZodType): string {
  const id = z.globalRegistry.get(record)?.id;
  if (!id) throw new Error('writeSchemas: register the record (with an OpenAPI id) before its inputs');
  return id;
}

export function writeSchemas<RecordSchema extends z.core.$ZodType, const Fields extends Shape, const Given = object>(
  record: RecordSchema,
  fields: FieldsOfRecord<z.output<RecordSchema>, Fields>,
  options: {
    /** Values a create fills in for fields it is not given. */
    defaults?: Given & Defaults<Fields>;
    /** Rules across fields, kept by both inputs. */
    checks?: z.core.$ZodCheck<never>[];
  } = {},
) {
  const id = registeredID(record);
  const given: Partial<Record<string, unknown>> = options.defaults ?? {};
  const checks = (options.checks ?? []) as never[];
  const createShape = Object.fromEntries(
    Object.entries(fields as Record<string, z.core.$ZodType>).map(([name, schema]) => [
      name,
      name in given ? z._default(schema, given[name] as never) : schema,
    ]),
  );
  const updateShape = Object.fromEntries(
    Object.entries(fields as Record<string, z.core.$ZodType>).map(([name, schema]) => [
      name,
      isOptional(schema) ? schema : z.optional(schema),
    ]),
  );
  const create = z
    .object({ ...createShape, code } as CreateShape<Fields, Given>)
    .check(...checks)
    .register(z.globalRegistry, { id: `Create${id}Input` });
  const update = z
    .object({ code, ...updateShape, version } as UpdateShape<Fields>)
    .check(...checks)
    .register(z.globalRegistry, { id: `Update${id}Input` });
  return { create, update };
}
