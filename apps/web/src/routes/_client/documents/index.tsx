import { IconFileText } from '@tabler/icons-react';
import { createFileRoute, useLocation, useRouter } from '@tanstack/react-router';
import { documentQueryOptions } from '../../../lib/documents/get-document';
import { documentsQueryOptions } from '../../../features/documents/api/get-documents';
import { DocumentsPage } from '../../../features/documents/components/documents-page';
import { documentFiltersOf, documentSearchSchema, isDocumentID } from '../../../features/documents/document-search';
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
    if (deps.document && isDocumentID(deps.document))
      void context.queryClient.prefetchQuery(documentQueryOptions(tenantID, deps.document));
  },
  staticData: { crumb: 'nav.documents', nav: { group: 'work', icon: IconFileText, order: 2 } },
  component: Page,
});

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** Set on the entry of a document opened from the list, whose previous entry is that list. */
    documentOpenedFromList?: boolean;
  }
}

function Page() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const router = useRouter();
  const openedFromList = useLocation({ select: (location) => location.state.documentOpenedFromList === true });
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
      // Opening a document adds an entry to the history, so the browser's Back closes it; closing it
      // goes back to the list's entry when the document was opened from there, so a later Back does
      // not open it again. A document reached by its address (a link, a reload) closes in place.
      onOpenDocument={(document) => {
        if (document !== undefined) {
          void navigate({ search: (previous) => ({ ...previous, document }), state: { documentOpenedFromList: true } });
        } else if (openedFromList) {
          router.history.back();
        } else {
          void navigate({ search: (previous) => ({ ...previous, document: undefined }), replace: true });
        }
      }}
      onShowSection={(section) => void navigate({ search: (previous) => ({ section, q: previous.q }) })}
    />
  );
}
