/**
 * A plain area's pages and loaders, bound once to its declaration and shared schemas, for its route
 * files (`features/<area>/<noun>-pages.ts`): the list (search, filters and sort in the address), a
 * record, and a new record. Each loader prefetches without waiting, so the page shows its own
 * skeleton, "not found" or error.
 */
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type * as z from 'zod/mini';
import type { PlainAreaDeclaration, PlainSearch, PlainValues } from '../../lib/collection/plain-area';
import type { DataRouterContext } from '../../lib/router-context';
import { AreaListPage } from './area-list-page';
import { AreaNewScreen } from './area-new-screen';
import { AreaRecordScreen, type RenderSection } from './area-record-screen';
import { DeclaredList } from './declared-list';
import { definePlainArea, type PlainSchemas } from './define-area';

export function plainAreaPages<Schema extends z.ZodMiniType<PlainValues>, CreateInput, UpdateInput>(
  // Declared against the record these schemas check.
  declaration: PlainAreaDeclaration<z.infer<Schema>>,
  schemas: PlainSchemas<Schema>,
) {
  const area = definePlainArea<Schema, CreateInput, UpdateInput>(declaration, schemas);
  const recordPath = (recordID: string) => `${area.path}/${encodeURIComponent(recordID)}`;
  const ListPage = () => {
    const search: PlainSearch = useSearch({ strict: false });
    const navigate = useNavigate();
    return (
      <AreaListPage definition={area}>
        <DeclaredList
          area={area}
          search={search}
          // The address follows the list without adding a history entry per keystroke or choice.
          onSearchChange={(changes) =>
            void navigate({
              to: '.',
              // The area's route validates these parameters; the router's types know only the built-in routes'.
              search: ((previous: PlainSearch) => ({ ...previous, ...changes })) as never,
              replace: true,
            })
          }
          onOpen={(recordID) => void navigate({ to: recordPath(recordID) })}
        />
      </AreaListPage>
    );
  };
  /**
   * A record; its sections other than Information are the route's to hand in (`renderSection`), and
   * so is what other areas show below its own related records (`renderRelatedAlso`).
   */
  const RecordPage = ({
    renderSection,
    renderRelatedAlso,
  }: {
    renderSection?: RenderSection<z.infer<Schema>, string>;
    renderRelatedAlso?: (record: z.infer<Schema>, recordID: string) => ReactNode;
  }) => {
    const params: { [param: string]: string | undefined } = useParams({ strict: false });
    const navigate = useNavigate();
    return (
      <AreaRecordScreen
        definition={area}
        recordID={params[declaration.idField] ?? ''}
        renderSection={renderSection}
        renderRelatedAlso={renderRelatedAlso}
        onDeleted={() => navigate({ to: area.path })}
      />
    );
  };
  /** A new record, with the values its address gives (`declaration.newSearch`) preset. */
  const NewPage = () => {
    const navigate = useNavigate();
    const search: { [field: string]: string | undefined } = useSearch({ strict: false });
    const preset = Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined));
    return (
      <AreaNewScreen
        definition={area}
        preset={preset}
        onCreated={(recordID) => navigate({ to: recordPath(recordID) })}
        onCancel={() => void navigate({ to: area.path })}
      />
    );
  };
  return {
    area,
    ListPage,
    RecordPage,
    NewPage,
    prefetchList: ({ context, deps }: { context: DataRouterContext; deps: Partial<PlainSearch> }) => {
      const tenantID = context.session.getTenantID();
      if (tenantID) void context.queryClient.prefetchInfiniteQuery(area.api.listOptions(tenantID, deps));
    },
    prefetchRecord: ({ context, params }: { context: DataRouterContext; params: { [param: string]: string } }) => {
      const tenantID = context.session.getTenantID();
      const recordID = params[declaration.idField];
      if (tenantID && recordID) void context.queryClient.prefetchQuery(area.api.detailOptions(tenantID, recordID));
    },
  };
}
