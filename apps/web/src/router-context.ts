import type { QueryClient } from '@tanstack/react-query';
import type { Session } from './lib/session';

/** What every route's beforeLoad and loader receive (no module-level singletons in routes). */
export interface RouterContext {
  queryClient: QueryClient;
  session: Session;
}
