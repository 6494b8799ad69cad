/**
 * Every page's route, on demand. The router starts with the pages a visitor opens without signing
 * in (`start-route-tree.ts`); the generated tree, with the signed-in pages, is loaded when a session
 * is signed in or an address needs it, and replaces the start-up tree in the router
 * (docs/decisions/0035).
 */
import type { AnyRouter } from '@tanstack/react-router';

const loads = new WeakMap<AnyRouter, Promise<void>>();

/** Gives `router` every route; the same download for every caller, tried again after a failure. */
export function loadAllRoutes(router: AnyRouter): Promise<void> {
  if (hasAllRoutes(router)) return Promise.resolve();
  let loading = loads.get(router);
  if (!loading) {
    loading = import('../routeTree.gen').then(
      ({ routeTree }) => {
        router.update({ routeTree });
      },
      (error: unknown) => {
        loads.delete(router);
        throw error;
      },
    );
    loads.set(router, loading);
  }
  return loading;
}

/** Whether `router` knows every route (it has the signed-in layout): given the generated tree, or loaded it. */
export function hasAllRoutes(router: AnyRouter): boolean {
  return '/_client' in router.routesById;
}

/**
 * Whether the routes `router` has match `pathname`; the router's own rule for "not found": no route,
 * or a route for only the start of the address (`/sites/a/b/c`).
 */
export function knowsAddress(router: AnyRouter, pathname: string): boolean {
  const [, params, found] = router.getMatchedRoutes(pathname);
  return found !== undefined && (found.path === '/' || params['**'] === undefined);
}
