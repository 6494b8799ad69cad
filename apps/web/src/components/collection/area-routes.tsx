/**
 * An area's routes from its definition, so a route file is one line:
 * `export const Route = createFileRoute('/_client/inspections/')(areaListRoute(inspectionArea))`.
 * The list keeps its search, filters and sort in the address (an invalid value is dropped and the
 * address rewritten); the record keeps its section; both prefetch without waiting, so each page
 * shows its own skeleton, "not found" or error.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type * as z from 'zod/mini';
import type { AreaDefinition, AreaRecord } from '../../lib/collection/area-definition';
import { listFiltersOf, rewriteListSearch } from '../../lib/list-search';
import { rewriteSection, sectionSearchSchema } from '../../lib/search-params';
import type { RouterContext } from '../../router-context';
import { AreaListPage } from './area-list-page';
import type { AreaSearch } from './area-list';
import { AreaNewScreen } from './area-new-screen';
import { AreaRecordScreen, type RenderSection } from './area-record-screen';

export interface AreaListProps<Search extends AreaSearch> {
  search: Search;
  onSearchChange: (changes: Partial<Search>) => void;
  onOpen: (recordID: string) => void;
}

/** What an area's list route needs beyond its definition. */
export interface ListedArea<Search extends AreaSearch> {
  /** The record route's parameter: `$siteID` is `siteID`. */
  idParam: string;
  list: {
    /** The list's search parameters, from the shared list query. */
    searchSchema: z.ZodMiniType<Search>;
    /** Fetches the list's first page ahead of the page drawing it. */
    prefetch: (queryClient: QueryClient, tenantID: string, query: Partial<Search>) => Promise<void>;
    List: (props: AreaListProps<Search>) => ReactNode;
  };
}

type Location = { pathname: string; searchStr: string; hash?: string };
type Definition<Record extends AreaRecord, Values, CreateInput, UpdateInput, Section extends string> = AreaDefinition<
  Record,
  Values,
  CreateInput,
  UpdateInput,
  Section
> & { idParam: string };

/** The area's own route (`/_client/inspections`): its breadcrumb leads back to the list from every page inside. */
export function areaRoute(definition: Pick<AreaDefinition<AreaRecord, never, never, never>, 'text'>) {
  return { staticData: { crumb: `${definition.text.namespace}:title` } };
}

export function areaListRoute<Search extends AreaSearch>(
  area: Pick<AreaDefinition<AreaRecord, never, never, never>, 'path' | 'subject' | 'text'> & ListedArea<Search>,
) {
  return {
    validateSearch: area.list.searchSchema,
    loaderDeps: ({ search }: { search: Search }) => listFiltersOf(search),
    beforeLoad: ({ location, search }: { location: Location; search: Search }) => rewriteListSearch(location, search),
    loader: ({ context, deps }: { context: RouterContext; deps: Partial<Search> }) => {
      const tenantID = context.session.getTenantID();
      if (tenantID) void area.list.prefetch(context.queryClient, tenantID, deps);
    },
    component: function AreaListRoute() {
      const params: { [param: string]: unknown } = useSearch({ strict: false });
      const search = params as Search;
      const navigate = useNavigate();
      const { List } = area.list;
      return (
        <AreaListPage definition={area}>
          <List
            search={search}
            // The address follows the list without adding a history entry per keystroke or choice.
            onSearchChange={(changes) =>
              void navigate({ to: '.', search: (previous) => ({ ...previous, ...changes }), replace: true })
            }
            onOpen={(recordID) => void navigate({ to: `${area.path}/${encodeURIComponent(recordID)}` })}
          />
        </AreaListPage>
      );
    },
  };
}

export function areaRecordRoute<
  Record extends AreaRecord,
  Values extends object,
  CreateInput,
  UpdateInput,
  Section extends string,
>(
  area: Definition<Record, Values, CreateInput, UpdateInput, Section>,
  options: { crumb?: string; renderSection?: RenderSection<Record, Section> } = {},
) {
  const recordIDOf = (params: { [param: string]: string | undefined }) => params[area.idParam] ?? '';
  return {
    validateSearch: sectionSearchSchema(area.sections, area.sections[0]),
    beforeLoad: ({ location, search }: { location: Location; search: { section: string } }) =>
      rewriteSection(location, search.section),
    loader: ({ context, params }: { context: RouterContext; params: { [param: string]: string } }) => {
      const tenantID = context.session.getTenantID();
      if (tenantID) void context.queryClient.prefetchQuery(area.api.detailOptions(tenantID, recordIDOf(params)));
    },
    staticData: { crumb: options.crumb ?? `${area.text.namespace}:record` },
    component: function AreaRecordRoute() {
      const recordID = recordIDOf(useParams({ strict: false }));
      const navigate = useNavigate();
      return (
        <AreaRecordScreen
          definition={area}
          recordID={recordID}
          renderSection={options.renderSection}
          onDeleted={() => navigate({ to: area.path })}
        />
      );
    },
  };
}

export function areaNewRoute<Record extends AreaRecord, Values extends object, CreateInput, UpdateInput>(
  area: Definition<Record, Values, CreateInput, UpdateInput, string>,
  options: { crumb?: string; preset?: (search: { [param: string]: unknown }) => Partial<Values> } = {},
) {
  return {
    staticData: { crumb: options.crumb ?? `${area.text.namespace}:new.title` },
    component: function AreaNewRoute() {
      const search: { [param: string]: unknown } = useSearch({ strict: false });
      const navigate = useNavigate();
      return (
        <AreaNewScreen
          definition={area}
          preset={options.preset?.(search)}
          onCreated={(recordID) => navigate({ to: `${area.path}/${encodeURIComponent(recordID)}` })}
          onCancel={() => void navigate({ to: area.path })}
        />
      );
    },
  };
}
