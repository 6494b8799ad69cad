/**
 * Every page's route, on demand. The router starts with the pages a visitor opens without signing
 * in (`start-route-tree.ts`); the generated tree, with the signed-in pages, is loaded when a session
 * holds an access token or an address needs it, and replaces the start-up tree in the router
 * (docs/decisions/0035).
 */
import type { AnyRouter } from '@tanstack/react-router';

const loads = new WeakMap<AnyRouter, Promise<void>>();

/** Gives `router` every route; the same download for every caller, tried again after a failure. */
export function loadAllRoutes(router: AnyRouter): Promise<void> {
  if (hasAllRoutes(router)) return Promise.resolve();
  let loading = loads.get(router);
  if (!loading) {
    loading = import('./routeTree.gen').then(
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
