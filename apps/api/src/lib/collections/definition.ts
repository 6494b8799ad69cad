/**
 * A collection, declared: what a tenant area is (its table, schemas, CASL subject, code series,
 * sorts, filters, computed fields, dependents, the tables its cached list reads) and the hooks for
 * what really differs between areas. From one definition come the five routes with their OpenAPI
 * entries (`collection-routes`), the rules of every write (`collection-service`) and the keyset,
 * cached list (`collection-queries`). docs/resources.md walks through one.
 */
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Subject } from '@freeboard/shared/auth/abilities';
import type { CacheDependencies } from '../cache-dependencies';
import type { TenantContext } from '../resources/tenant-context';

/** A tenant table as every collection has it: the ID, the tenant, a version and timestamps. */
export type CollectionTable = PgTable & {
  id: AnyPgColumn;
  tenantId: AnyPgColumn;
  version: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

/** A stored field of the record, by its API name. */
export interface StoredField {
  column: AnyPgColumn;
  /** What an absent, null or empty value is stored as (null unless said otherwise). */
  blank?: '' | null;
  /** Brings a given value to the form the column keeps (e.g. rounded to its scale). */
  normalise?: (value: unknown) => unknown;
  /** Kept by the database (a roll-up, a trigger): shown, never written by a person. */
  readOnly?: boolean;
}

/** The parent record a child belongs to: it must exist in the tenant, on create and on a move. */
export interface ParentLink {
  /** The API field naming it ("siteID"), a stored field of the collection. */
  field: string;
  table: CollectionTable;
  /** How errors name it: "site" → 404 `site_not_found` "No such site in this tenant.". */
  noun: string;
}

/**
 * Another record a field names by its ID: given, it must be one of the tenant's, or the write is a
 * 404 `<noun>_not_found` naming the field. `idColumn` is the other table's column the ID is found
 * in (a member is found by `memberships.userId`); an asset is named by a type field and an ID field.
 */
export type Reference =
  | { field: string; noun: string; tenantColumn: AnyPgColumn; idColumn: AnyPgColumn }
  | { field: string; assetTypeField: string };

/**
 * A field that is a list of other records' IDs, kept in a link table in the order given (a risk's
 * controls, an action's evidence documents). The record answers the list under the field's name;
 * Activity records it like any field; each ID must be one of the tenant's `target` records.
 */
export interface LinkList {
  table: PgTable;
  tenantColumn: AnyPgColumn;
  /** The link's column naming this collection's record. */
  ownerColumn: AnyPgColumn;
  /** The link's column naming the target. */
  targetColumn: AnyPgColumn;
  positionColumn: AnyPgColumn;
  target: CollectionTable;
  /** How errors name a target: "control" → 404 `control_not_found`. */
  noun: string;
}

/** Records of another collection that block a delete while they point at this one. */
export interface Dependent {
  column: AnyPgColumn;
  /** Counted in the 409's message: "This site still has 2 infrastructure(s)". */
  noun: string;
}

/** The values of a write, by API field name, normalised as stored: what Activity compares and records. */
export type StoredValues = Record<string, unknown>;

export interface CollectionHooks<Item> {
  /**
   * Stored values that follow from others (a rating from likelihood × consequence by the tenant's
   * matrix, when an action was closed): given the values about to be written and, for a change,
   * the stored ones, it answers them complete. Runs before `check`.
   */
  derive?: (context: TenantContext, values: StoredValues, before: StoredValues | null) => Promise<StoredValues>;
  /** Rules across fields that one input alone cannot judge (e.g. two dates, one of them stored). */
  check?: (values: StoredValues, changed: ReadonlySet<string>) => void;
  /**
   * After a create or a change is written, in its transaction: what else the write causes (an
   * action's new owner is notified). `before` is null for a create.
   */
  written?: (context: TenantContext, id: string, after: StoredValues, before: StoredValues | null) => Promise<void>;
  /** Before a delete, after the dependents: refuse (throw) or clear what only describes the record. */
  beforeDelete?: (context: TenantContext, id: string) => Promise<void>;
  /** Adds what neither a column nor the database computes (e.g. a flag derived from a class). */
  present?: (record: Record<string, unknown>) => Record<string, unknown>;
  /** Completes a page of records with related rows, in as few queries as it likes. */
  resolve?: (context: TenantContext, records: Item[]) => Promise<Item[]>;
}

export interface CollectionSchemas {
  record: z.core.$ZodType;
  listQuery: z.core.$ZodType;
  listResponse: z.core.$ZodType;
  params: z.core.$ZodType;
  /** Without these two the collection is read-only: a list and one record. */
  create?: z.core.$ZodType;
  update?: z.core.$ZodType;
}

export interface CollectionDefinition<Item = Record<string, unknown>, Query = Record<string, unknown>> {
  /** The URL segment, OpenAPI tag and cache name: "sites". */
  path: string;
  /** CASL subject of every route, and the subject type of its Activity. */
  subject: Subject;
  /** How one is named in messages and the trail: "site", "cross-section". */
  noun: string;
  /** The record's ID field and route parameter: "siteID". */
  idField: string;
  table: CollectionTable;
  schemas: CollectionSchemas;
  fields: Record<string, AnyPgColumn | StoredField>;
  /** Columns computed per row by the database, for a page at a time. */
  computed?: Record<string, SQL>;
  /** Codes of the series "S-001", … given to a record created without one. */
  codes?: { prefix: string; column: AnyPgColumn };
  /** The list's sort fields and their columns (never null: see keyset). */
  sorts: Record<string, AnyPgColumn>;
  /** The columns `q` searches (contains, case-insensitive). */
  search: AnyPgColumn[];
  /** The list query's own filters, as conditions (undefined for one not given). */
  filters?: (query: Query, tenantID: string) => (SQL | undefined)[];
  parent?: ParentLink;
  /** Other records that fields name by ID: checked on create and when they change. */
  references?: Reference[];
  /** Fields that are lists of IDs kept in link tables. */
  links?: Record<string, LinkList>;
  dependents?: Dependent[];
  /** Every table the cached list is computed from: a change to any of them drops it. */
  listReadsFrom: CacheDependencies;
  /** How a record is named in the trail's summaries ("S-001 North site" by default). */
  label?: (values: StoredValues) => string;
  /** OpenAPI summaries where the generated ones say too little. */
  describe?: { list?: string; create?: string; update?: string; delete?: string };
  hooks?: CollectionHooks<Item>;
}

/** Declares a collection; the identity, for inference and one place to look for every area. */
export function defineCollection<Item, Query = Record<string, unknown>>(
  definition: CollectionDefinition<Item, Query>,
): CollectionDefinition<Item, Query> {
  return definition;
}

/**
 * `sorts` for a collection whose sort fields are named like the columns they order by:
 * `sortsByColumn(sites, 'code', 'name')` is `{ code: sites.code, name: sites.name }`.
 */
export function sortsByColumn<T extends object, K extends keyof T & string>(table: T, ...fields: K[]): Record<K, T[K]> {
  return Object.fromEntries(fields.map((field) => [field, table[field]])) as Record<K, T[K]>;
}
