import { createRouter } from '@tanstack/react-router';
import type { RouterContext } from './lib/router-context';
import type { routeTree } from './routeTree.gen';

/** Every page's route: the router's type, also while it has the start-up routes alone. */
export type AppRouteTree = typeof routeTree;

/**
 * The app's router. The app starts it with the routes of the pages a visitor opens without signing
 * in (`start-route-tree.ts`) and gives it the rest with `loadAllRoutes` (docs/decisions/0035).
 */
export function createAppRouter(context: RouterContext, tree: AppRouteTree) {
  return createRouter({
    routeTree: tree,
    context,
    defaultPreload: 'intent',
    // Loaders prefetch into the query cache; the cache decides freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
