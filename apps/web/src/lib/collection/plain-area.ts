/**
 * A plain area declared in one place: its collection, ability subject, fields by kind
 * (`field-declarations.ts`), sorts and list columns. This module and the declarations stay light (no
 * components, no registered schemas), because route files read them when the app starts: the list's
 * search parameters, the record's section and the breadcrumbs come from here, while the pages, made
 * from the declaration and the shared record schemas (`components/collection/plain-area-pages.tsx`),
 * load with each route's own chunk.
 */
import type { Subject } from '@freeboard/shared/auth/abilities';
import * as z from 'zod/mini';
import { listFiltersOf, listSearchSchema, rewriteListSearch } from '../list-search';
import { rewriteSection, sectionSearchSchema } from '../search-params';
import type { AreaRecord } from './area-definition';
import { editableFieldsOf, filterFieldsOf, mineFiltersOf, type DeclaredFields } from './field-declarations';

export interface PlainAreaSpec {
  /** The collection under `/api` and the list's path: `field-inspections`. */
  collection: string;
  /** The namespace of its texts: `fieldInspections`. */
  namespace: string;
  subject: Subject;
  /** The record's ID field, and the record route's parameter: `fieldInspectionID`. */
  idField: string;
  /** One record, in test IDs: `field-inspection` (rows are `field-inspection-row`). */
  noun: string;
  /** The sorts the API offers; the first is the default. */
  sortFields: readonly [string, ...string[]];
  /** The field that names a record (its heading, the list's link): `name` unless said (`title`, `description`). */
  nameField?: string;
  /** The fields between name and description, by kind. */
  fields: DeclaredFields;
  /** Choice fields shown as badges beside the record's code (its status). */
  badges?: readonly string[];
  /**
   * The record page's sections after Information (`verifications`): the route hands in what they
   * show; each is named `sections.<section>` in the area's namespace.
   */
  sections?: readonly string[];
  /** The list's columns after code and name: declared fields, `createdAt` or `updatedAt`. */
  columns: readonly string[];
  codeExample: string;
}

type Location = { pathname: string; searchStr: string; hash?: string };
/** The list's search parameters: `q`, `sort`, and the declared filters by name. */
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

export interface PlainAreaDeclaration extends PlainAreaSpec {
  nameField: string;
  /** The record page's sections, Information first. */
  sections: readonly [string, ...string[]];
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

export function declareArea(spec: PlainAreaSpec): PlainAreaDeclaration {
  const filters = {
    ...Object.fromEntries(filterFieldsOf(spec.fields).map(({ name, values }) => [name, z.enum(values)])),
    // "Mine": the list of one person's records, by their ID.
    ...Object.fromEntries(mineFiltersOf(spec.fields).map((name) => [name, z.uuid()])),
  };
  const sections = ['information', ...(spec.sections ?? [])] as const;
  const presetFields = editableFieldsOf(spec.fields).flatMap(([name, field]) =>
    field.kind === 'asset' ? ['assetType', 'assetID'] : [name],
  );
  const preset = z.catch(z.optional(z.string().check(z.maxLength(200))), undefined);
  return {
    ...spec,
    nameField: spec.nameField ?? 'name',
    sections,
    listSearch: {
      validateSearch: listSearchSchema({ sortFields: spec.sortFields, filters }),
      loaderDeps: ({ search }) => listFiltersOf(search),
      beforeLoad: ({ location, search }) => rewriteListSearch(location, search),
    },
    recordSearch: {
      validateSearch: sectionSearchSchema(sections, sections[0]) as unknown as ReturnType<
        typeof sectionSearchSchema<readonly ['information']>
      >,
      beforeLoad: ({ location, search }) => rewriteSection(location, search.section),
    },
    newSearch: {
      validateSearch: z.object(Object.fromEntries(presetFields.map((name) => [name, preset]))),
    },
    crumbs: { area: `${spec.namespace}:title`, record: `${spec.namespace}:record`, new: `${spec.namespace}:new.title` },
  };
}
