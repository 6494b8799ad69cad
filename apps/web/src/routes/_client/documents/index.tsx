import { createFileRoute } from '@tanstack/react-router';
import { documentQueryOptions } from '../../../lib/documents/get-document';
import { documentsQueryOptions } from '../../../features/documents/api/get-documents';
import { DocumentsPage } from '../../../features/documents/components/documents-page';
import { documentFiltersOf, documentSearchSchema } from '../../../features/documents/document-search';
import { rewriteSection } from '../../../lib/search-params';

export const Route = createFileRoute('/_client/documents/')({
  validateSearch: documentSearchSchema,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ location, search }) => rewriteSection(location, search.section),
  // Prefetch without waiting, so the page shows its own skeleton (spec: 8 rows).
  loader: ({ context, deps }) => {
    const tenantID = context.session.getTenantID();
    if (!tenantID) return;
    void context.queryClient.prefetchInfiniteQuery(
      documentsQueryOptions(tenantID, deps.section, documentFiltersOf(deps)),
    );
    if (deps.document) void context.queryClient.prefetchQuery(documentQueryOptions(tenantID, deps.document));
  },
  staticData: { crumb: 'nav.documents' },
  component: Page,
});

function Page() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DocumentsPage
      search={search}
      // Another section has other authors and tags: its filters start empty.
      onSectionChange={(section) => void navigate({ search: { section } })}
      onFiltersChange={(filters) =>
        void navigate({
          search: (previous) => ({ ...previous, q: filters.q, author: filters.author, tag: filters.tag }),
          replace: true,
        })
      }
      onOpenDocument={(document) => void navigate({ search: (previous) => ({ ...previous, document }) })}
    />
  );
}
