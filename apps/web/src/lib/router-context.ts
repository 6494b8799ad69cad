import type { QueryClient } from '@tanstack/react-query';
import type { Session } from './session';

/** What every route's beforeLoad and loader receive (no module-level singletons in routes). */
export interface RouterContext {
  session: Session;
  /**
   * The data cache, created with the first page that reads data: the sign-in page does not, so
   * TanStack Query stays off the start-up path (docs/decisions/0034). Always the same client.
   */
  loadQueryClient: () => Promise<QueryClient>;
  /**
   * Gives the router every route: it starts with the pages open without signing in
   * (docs/decisions/0035). The same download for every caller.
   */
  loadAllRoutes: () => Promise<void>;
}

/** The context below a layout that loaded the data cache (`_client`, the invitation page). */
export interface DataRouterContext extends RouterContext {
  queryClient: QueryClient;
}
