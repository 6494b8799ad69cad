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
import type { AreaNames } from '@freeboard/shared/common/area-names';
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
export interface ParentLink<Field extends string = string> {
  /** The API field naming it ("siteID"), a stored field of the collection. */
  field: Field;
  table: CollectionTable;
  /** How errors name it: "site" → 404 `site_not_found` "No such site in this tenant.". */
  noun: string;
}

/**
 * Another record a field names by its ID: given, it must be one of the tenant's, or the write is a
 * 404 `<noun>_not_found` naming the field. `idColumn` is the other table's column the ID is found
 * in (a member is found by `memberships.userId`); an asset is named by a type field and an ID field.
 */
export type Reference<Field extends string = string> =
  | { field: Field; noun: string; tenantColumn: AnyPgColumn; idColumn: AnyPgColumn }
  | { field: Field; assetTypeField: Field };

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

/** The names a collection goes by (`<area>.names.ts`), its subject one of the abilities'. */
export type CollectionNames = AreaNames & { readonly subject: Subject };

/** A collection as the routes, the service and the list read it: its declaration with its names. */
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
  /**
   * Records that block a delete beyond those the declarations give (`dependents.ts`: every
   * collection whose parent, reference or link names this one).
   */
  dependents?: Dependent[];
  /** Every table the cached list is computed from: a change to any of them drops it. */
  listReadsFrom: CacheDependencies;
  /** How a record is named in the trail's summaries ("S-001 North site" by default). */
  label?: (values: StoredValues) => string;
  /** OpenAPI summaries where the generated ones say too little. */
  describe?: { list?: string; create?: string; update?: string; delete?: string };
  hooks?: CollectionHooks<Item>;
}

type Columns<Table extends CollectionTable> = Table['_']['columns'];
type ColumnOf<Table extends CollectionTable> = Columns<Table>[keyof Columns<Table>];
type StoredFieldOf<Column> = Omit<StoredField, 'column'> & { column: Column };

/** API name → a column of the collection's own table, for names of the record only. */
export type DeclaredFields<Item, Table extends CollectionTable> = {
  [K in keyof Item]?: ColumnOf<Table> | StoredFieldOf<ColumnOf<Table>>;
};

/** The list query's sort fields (`code` of `code` | `-code`). */
type SortField<Query> = Query extends { sort: infer Sort extends string } ? Exclude<Sort, `-${string}`> : never;

/** The columns every tenant table keeps for itself, shown as the ID, version and times, or not at all. */
type BookkeepingColumn = 'id' | 'tenantId' | 'version' | 'createdAt' | 'updatedAt';

type ColumnsOfFields<Fields> = {
  [K in keyof Fields]: Fields[K] extends { column: infer Column } ? Column : Fields[K];
}[keyof Fields];

/** Columns of the table no stored field names (and not listed in `notExposed`). */
type UnstoredColumns<Table extends CollectionTable, Fields, NotExposed> = Exclude<
  {
    [P in keyof Columns<Table>]: Columns<Table>[P] extends ColumnsOfFields<Fields> ? never : P;
  }[keyof Columns<Table>],
  BookkeepingColumn | NotExposed
>;

/** The compile error of a table column no field stores: name it in `fields`, or in `notExposed`. */
export interface MissingColumns<Column> {
  'a column of the table that no field stores (or list it in notExposed)': Column;
}
/** The compile error of a field the record does not have. */
export interface NotAFieldOfTheRecord<Field> {
  'not a field of the record': Field;
}

/** What `fields` must be beyond its own type: names of the record, and every column of the table. */
type FieldsCheck<Item, Table extends CollectionTable, Fields, NotExposed> = {
  [K in Exclude<keyof Fields, keyof Item>]: NotAFieldOfTheRecord<K>;
} & ([UnstoredColumns<Table, Fields, NotExposed>] extends [never]
  ? unknown
  : MissingColumns<UnstoredColumns<Table, Fields, NotExposed>>);

/** The names' `idField` must be a field of the record. */
type NamesCheck<Item, Names extends CollectionNames> = Names['idField'] extends keyof Item
  ? unknown
  : { idField: NotAFieldOfTheRecord<Names['idField']> };

type FieldName<Fields> = keyof Fields & string;

/** What an area declares: its names, table and schemas, and fields typed against its record and table. */
export interface CollectionDeclaration<
  Names extends CollectionNames,
  RecordSchema extends z.core.$ZodType,
  QuerySchema extends z.core.$ZodType,
  Table extends CollectionTable,
  Fields,
  NotExposed,
> {
  /** Path, CASL subject, noun and ID field, as both sides name the area. */
  names: Names & NamesCheck<z.output<RecordSchema>, Names>;
  table: Table;
  schemas: CollectionSchemas & { record: RecordSchema; listQuery: QuerySchema };
  fields: Fields & FieldsCheck<z.output<RecordSchema>, Table, Fields, NotExposed>;
  /** Columns of the table that the record does not answer. */
  notExposed?: readonly NotExposed[];
  computed?: { [K in keyof z.output<RecordSchema>]?: SQL };
  codes?: { prefix: string; column: ColumnOf<Table> };
  /** Exactly the list query's sort fields, each with its column. */
  sorts: Record<SortField<z.output<QuerySchema>>, AnyPgColumn>;
  search: AnyPgColumn[];
  filters?: (query: z.output<QuerySchema>, tenantID: string) => (SQL | undefined)[];
  parent?: ParentLink<FieldName<Fields>>;
  references?: Reference<FieldName<Fields>>[];
  links?: { [K in keyof z.output<RecordSchema>]?: LinkList };
  dependents?: Dependent[];
  listReadsFrom: CacheDependencies;
  label?: (values: { [K in FieldName<Fields>]?: unknown }) => string;
  describe?: CollectionDefinition['describe'];
  hooks?: CollectionHooks<z.output<RecordSchema>>;
}

/**
 * Declares a collection: its names come from the area's `names`, and its fields, sorts, filters,
 * references, links and label are checked against its record, list query and table when it compiles.
 */
export function defineCollection<
  const Names extends CollectionNames,
  RecordSchema extends z.core.$ZodType,
  QuerySchema extends z.core.$ZodType,
  Table extends CollectionTable,
  const Fields extends DeclaredFields<z.output<RecordSchema>, Table>,
  const NotExposed extends keyof Columns<Table> = never,
>(
  declaration: CollectionDeclaration<Names, RecordSchema, QuerySchema, Table, Fields, NotExposed>,
): CollectionDefinition<z.output<RecordSchema>, z.output<QuerySchema>> {
  const { names, notExposed: _notExposed, ...definition } = declaration;
  const { path, subject, noun, idField } = names;
  return { ...definition, path, subject, noun, idField } as CollectionDefinition<
    z.output<RecordSchema>,
    z.output<QuerySchema>
  >;
}

/**
 * `sorts` for a collection whose sort fields are named like the columns they order by:
 * `sortsByColumn(sites, siteSortFields)` is `{ code: sites.code, name: sites.name }`.
 */
export function sortsByColumn<T extends object, const K extends keyof T & string>(
  table: T,
  fields: readonly K[],
): Record<K, T[K]> {
  return Object.fromEntries(fields.map((field) => [field, table[field]])) as Record<K, T[K]>;
}
