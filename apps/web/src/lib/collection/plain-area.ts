/**
 * A plain area declared in one place, checked against its record's type: its shared names, fields
 * by kind (`field-declarations.ts`, each an input and a list column unless it says otherwise) and
 * sorts. This module and the declarations stay light (no components, no registered schemas: only
 * their types), because route files read them when the app starts: the list's
 * search parameters, the record's section and the breadcrumbs come from here, while the pages, made
 * from the declaration and the shared record schemas (`components/collection/plain-area-pages.tsx`),
 * load with each route's own chunk.
 */
import type { Subject } from '@freeboard/shared/auth/abilities';
import { countrySchema } from '@freeboard/shared/common/country-schema';
import { assetTypes } from '@freeboard/shared/common/assets';
import * as z from 'zod/mini';
import { listFiltersOf, listSearchSchema, rewriteListSearch } from '../list-search';
import { rewriteSection, sectionSearchSchema } from '../search-params';
import type { AreaRecord } from './area-definition';
import {
  assetFiltersOf,
  columnFieldsOf,
  countryFiltersOf,
  editableFieldsOf,
  filterFieldsOf,
  mineFiltersOf,
  parentFieldsOf,
  queryFiltersOf,
  type AnyRecord,
  type DeclaredFields,
  type FieldName,
} from './field-declarations';

/**
 * What a declaration takes of its area's shared names (`packages/shared/src/<area>/<area>.names.ts`):
 * the collection's path, its ability subject, one record's noun in test IDs (`action` → rows are
 * `action-row`) and its ID field, which is the record route's parameter.
 */
export interface PlainAreaNames<Row> {
  path: string;
  subject: Subject;
  noun: string;
  idField: FieldName<Row>;
}

/** The sortable fields of a list query: its `sort` without the descending `-`. */
export type SortFieldOf<Query extends { sort?: string }> = Exclude<NonNullable<Query['sort']>, `-${string}`>;

/**
 * An area as it is declared, checked against its record's type `Row`: every field, column, badge
 * and name it gives is one of the record's fields, and every sort one its list query offers.
 */
export interface PlainAreaSpec<Row = AnyRecord, SortField extends string = string> {
  names: PlainAreaNames<Row>;
  /** The namespace of its texts: `fieldInspections`. */
  namespace: string;
  /**
   * Where its own texts (`title`, `list.…`, `new.…`) are in a namespace it shares with other areas
   * (`assets:infrastructure.…`); its fields' and choices' words stay at the namespace's top.
   */
  keyPrefix?: string;
  /** The breadcrumbs, where they are not the area's own texts (`<namespace>:title`, `record`, `new.title`). */
  crumbs?: { area: string; record: string; new: string };
  /** A field shown as a quieter line under the record's name in the list, in words (an infrastructure's phase). */
  subtitle?: FieldName<Row>;
  /** Under the record's name on its page: these fields' values in words, joined (a site's region and country). */
  describe?: readonly FieldName<Row>[];
  /** The sorts the API offers; the first is the default. */
  sortFields: readonly [SortField, ...SortField[]];
  /** Its facts are short (codes, numbers, classes): two to a row on a phone too. */
  shortFacts?: boolean;
  /** The field that names a record (its heading, the list's link): `name` unless said (`title`, `description`). */
  nameField?: FieldName<Row>;
  /**
   * The fields between name and description, by kind. Each is an input of the form and a column of
   * the list unless it says otherwise (`readOnly`, `list: false`, `beside`).
   */
  fields: DeclaredFields<Row>;
  /** Choice fields shown as badges beside the record's code (its status). */
  badges?: readonly FieldName<Row>[];
  /**
   * The record page's sections after Information (`verifications`): the route hands in what they
   * show; each is named `sections.<section>` in the area's namespace.
   */
  sections?: readonly string[];
  /**
   * The list's columns after code and name in another order than the fields' (a cross-section's
   * class last, after its measures): an opt-out, so a field added later is not a column until named here.
   */
  columns?: readonly FieldName<Row>[];
  /** The timestamps shown as the list's last columns. */
  timestamps?: readonly Extract<FieldName<Row>, 'createdAt' | 'updatedAt'>[];
  codeExample: string;
  /**
   * Filters of the list query that no field shows, set by the list's own parts (the heat map's
   * cell): their schemas, as the shared list query declares them.
   */
  filters?: { [param: string]: z.ZodMiniType };
  /**
   * The list's other views (the register's `heat-map`), switched above it and kept in the address
   * as `view`; each is worded `views.<view>`, the list itself `views.list`.
   */
  views?: readonly [string, ...string[]];
  /** The code column's width in the wide table where the area's codes are shorter than most (`R-001`). */
  codeWidth?: number;
}

type Location = { pathname: string; searchStr: string; hash?: string };
/**
 * The list's search parameters: `q`, `sort`, and the declared filters by name (a rating's is a
 * number, a count's "any" a yes/no, both told as text here).
 */
export type PlainSearch = { q?: string; sort?: string; [filter: string]: string | undefined };
/** What the router is told of them: the filters differ by area, so only what every list has. */
type RouterSearch = { q?: string; sort?: string };

/**
 * What the router is told of a new record's preset values: they differ by area, and a link passes
 * them as its area's declaration names them, so the router's types know none of them.
 */
type PresetSearch = object;

/** The record's form values: every field as its input holds it. */
export type PlainValues = AreaRecord & { description: string };

export interface PlainAreaDeclaration<Row = unknown> {
  /** The collection under `/api` and the list's path: `field-inspections`. */
  collection: string;
  namespace: string;
  keyPrefix?: string;
  subtitle?: string;
  describe?: readonly string[];
  subject: Subject;
  /** The record's ID field, and the record route's parameter: `fieldInspectionID`. */
  idField: string;
  /** One record, in test IDs: `field-inspection` (rows are `field-inspection-row`). */
  noun: string;
  sortFields: readonly [string, ...string[]];
  nameField: string;
  fields: DeclaredFields;
  badges?: readonly string[];
  shortFacts?: boolean;
  /** The list's columns after code and name: the declared fields that are columns, then the timestamps. */
  columns: readonly string[];
  codeExample: string;
  /** Never set: the record's type, so that pages bound to other schemas than the declaration's do not compile. */
  readonly recordType?: Row;
  /** The record page's sections, Information first. */
  sections: readonly [string, ...string[]];
  /** The list's other views than the list itself (`heat-map`), kept in the address as `view`. */
  views?: readonly [string, ...string[]];
  codeWidth?: number;
  /**
   * What the list asks the API for, from its search: the values that are set, without the view, and
   * the asset filter only with both its kind and its ID.
   */
  listQueryOf: (search: PlainSearch) => Partial<PlainSearch>;
  /** The list route's search: `q`, `sort` and each filtering choice; an invalid value is dropped from the address. */
  listSearch: {
    validateSearch: z.ZodMiniType<RouterSearch, RouterSearch>;
    loaderDeps: (match: { search: RouterSearch }) => Partial<PlainSearch>;
    beforeLoad: (match: { location: Location; search: RouterSearch }) => void;
  };
  /** The record route's search: its one section. */
  recordSearch: {
    /** The router's types know only the section every record has; the declaration validates the others. */
    validateSearch: ReturnType<typeof sectionSearchSchema<readonly ['information']>>;
    beforeLoad: (match: { location: Location; search: { section: string } }) => void;
  };
  /**
   * The new record route's search: values of the form preset from the address
   * (`/actions/new?source=control&controlID=…`), any that is not text dropped.
   */
  newSearch: { validateSearch: z.ZodMiniType<PresetSearch, PresetSearch> };
  /** The breadcrumbs of the area, a record and a new record (`<namespace>:…`). */
  crumbs: { area: string; record: string; new: string };
}

/** A rating in the address: `?rating=3`, read as a number whether the router parsed it or not. */
const ratingParam = z.coerce.number().check(z.int(), z.gte(1), z.lte(4));

/** The search with a lone half of the asset filter (a kind without its asset, or the reverse) dropped. */
function withoutLoneAsset<Search extends PlainSearch>(search: Search): Search {
  if ((search.assetType === undefined) === (search.assetId === undefined)) return search;
  return { ...search, assetType: undefined, assetId: undefined };
}

function listQueryOf(search: PlainSearch): Partial<PlainSearch> {
  const { view: _view, ...query } = withoutLoneAsset(search);
  return listFiltersOf(query);
}

/**
 * Declares a plain area against its record's type and its list query's: `declareArea<Action,
 * ActionListQuery>({ names: actionNames, … })`.
 */
export function declareArea<Row extends object = AnyRecord, Query extends { sort?: string } = { sort?: string }>(
  declared: NoInfer<PlainAreaSpec<Row, SortFieldOf<Query>>>,
): PlainAreaDeclaration<Row> {
  // Checked against the record above; from here on its names are the record's, as text.
  const spec = declared as unknown as PlainAreaSpec;
  const { path, subject, noun, idField } = spec.names;
  const filters = {
    ...Object.fromEntries(filterFieldsOf(spec.fields).map(({ name, values }) => [name, z.enum(values)])),
    // "Mine": the list of one person's records, by their ID.
    ...Object.fromEntries(mineFiltersOf(spec.fields).map((name) => [name, z.uuid()])),
    // The asset it sits under (and those above that), by its ID.
    ...Object.fromEntries(assetFiltersOf(spec.fields).map(({ name }) => [name, z.uuid()])),
    // A country by its code, in any case in the address (`cl` is `CL`).
    ...Object.fromEntries(countryFiltersOf(spec.fields).map((name) => [name, countrySchema])),
    // Ratings, a count's "any", a person and an asset, as the list query names them.
    ...Object.fromEntries(
      queryFiltersOf(spec.fields).flatMap((filter): [string, z.ZodMiniType][] => {
        switch (filter.kind) {
          case 'rating':
            return [[filter.param, ratingParam]];
          // The router reads `?critical=true` as a boolean already.
          case 'any':
            return [[filter.param, z.boolean()]];
          case 'person':
            return [[filter.param, z.uuid()]];
          case 'asset':
            return [
              ['assetType', z.enum(assetTypes)],
              ['assetId', z.uuid()],
            ];
        }
      }),
    ),
    ...spec.filters,
    ...(spec.views ? { view: z.enum(spec.views) } : {}),
  };
  const searchSchema = listSearchSchema({ sortFields: spec.sortFields, filters });
  const sections = ['information', ...(spec.sections ?? [])] as const;
  const presetFields = editableFieldsOf(spec.fields).flatMap(([name, field]) =>
    field.kind === 'asset' ? ['assetType', 'assetID'] : field.kind === 'location' ? [name, field.longitude] : [name],
  );
  const preset = z.catch(z.optional(z.string().check(z.maxLength(200))), undefined);
  // A parent opened from its own page is preset by its ID; one that is not an ID is left out.
  const presetParent = z.catch(z.optional(z.uuid()), undefined);
  const parents = new Set(parentFieldsOf(spec.fields).map(({ name }) => name));
  return {
    collection: path,
    namespace: spec.namespace,
    keyPrefix: spec.keyPrefix,
    subtitle: spec.subtitle,
    describe: spec.describe,
    subject,
    idField,
    noun,
    sortFields: spec.sortFields,
    fields: spec.fields,
    badges: spec.badges,
    shortFacts: spec.shortFacts,
    columns: [...(spec.columns ?? columnFieldsOf(spec.fields)), ...(spec.timestamps ?? [])],
    codeExample: spec.codeExample,
    nameField: spec.nameField ?? 'name',
    sections,
    views: spec.views,
    codeWidth: spec.codeWidth,
    listQueryOf,
    listSearch: {
      // A lone half of the asset filter is dropped, and the address rewritten to say so.
      validateSearch: z.pipe(
        searchSchema,
        z.transform((search) => withoutLoneAsset(search as PlainSearch)),
      ) as unknown as z.ZodMiniType<RouterSearch, RouterSearch>,
      loaderDeps: ({ search }) => listQueryOf(search),
      beforeLoad: ({ location, search }) => rewriteListSearch(location, search),
    },
    recordSearch: {
      validateSearch: sectionSearchSchema(sections, sections[0]) as unknown as ReturnType<
        typeof sectionSearchSchema<readonly ['information']>
      >,
      beforeLoad: ({ location, search }) => rewriteSection(location, search.section),
    },
    newSearch: {
      validateSearch: z.object(
        Object.fromEntries(presetFields.map((name) => [name, parents.has(name) ? presetParent : preset])),
      ),
    },
    crumbs: spec.crumbs ?? {
      area: `${spec.namespace}:title`,
      record: `${spec.namespace}:record`,
      new: `${spec.namespace}:new.title`,
    },
  };
}
