/**
 * The routes the start-up code holds: every page outside the signed-in layout, linked as
 * `routeTree.gen.ts` links them. The signed-in pages' routes (their search rules, their area
 * declarations, the addresses of their chunks) come later with `loadAllRoutes`, so a first visit to
 * the sign-in page downloads none of them (docs/decisions/0035).
 *
 * Nothing breaks when a route is missing here: an address this tree does not know loads every route
 * and is matched again (`elsewhere`). `start-route-tree.test.tsx` checks each route below against the
 * generated tree.
 */
import { createRootRouteWithContext, createRoute, redirect, type AnyRouter } from '@tanstack/react-router';
import type { RouterContext } from './lib/router-context';
import { rootRouteOptions } from './routes/__root';
import { Route as authRoute } from './routes/_auth';
import { Route as loginRoute } from './routes/_auth/login';
import { Route as publicRoute } from './routes/_public';
import { Route as landingRoute } from './routes/_public/index';
import { Route as errorRoute } from './routes/error';
import { Route as notFoundRoute } from './routes/not-found';
import { Route as invitationRoute } from './routes/invitation.$token';
import { Route as samlCallbackRoute } from './routes/saml/callback';

/**
 * A root of its own with the root's options: the generated tree's root is another object, so that
 * handing that tree to the router (`router.update`) rebuilds the router's matching.
 */
const startRoot = createRootRouteWithContext<RouterContext>()(rootRouteOptions);

// The ids and paths are those of the generated tree; each route is re-linked there when it loads.
const auth = authRoute.update({ id: '/_auth', getParentRoute: () => startRoot } as never);
const login = loginRoute.update({ id: '/login', path: '/login', getParentRoute: () => auth } as never);
const publicLayout = publicRoute.update({ id: '/_public', getParentRoute: () => startRoot } as never);
const landing = landingRoute.update({ id: '/', path: '/', getParentRoute: () => publicLayout } as never);
const error = errorRoute.update({ id: '/error', path: '/error', getParentRoute: () => startRoot } as never);
const notFound = notFoundRoute.update({
  id: '/not-found',
  path: '/not-found',
  getParentRoute: () => startRoot,
} as never);
const invitation = invitationRoute.update({
  id: '/invitation/$token',
  path: '/invitation/$token',
  getParentRoute: () => startRoot,
} as never);
const samlCallback = samlCallbackRoute.update({
  id: '/saml/callback',
  path: '/saml/callback',
  getParentRoute: () => startRoot,
} as never);

/**
 * Every other address: a page this tree leaves out (a signed-in page, reached by a link, a redirect,
 * back or forward). Before anything is drawn for it, every route is loaded and the same address is
 * matched again. The generated tree has no such route: there, an address no page has is "not found".
 */
const elsewhere = createRoute({
  getParentRoute: () => startRoot,
  path: '$',
  beforeLoad: async ({ context, location }) => {
    await context.loadAllRoutes();
    throw redirect({ href: location.href, replace: true });
  },
});

/** Whether `router`, on the start-up routes, would take `pathname` to a page they leave out. */
export function leftOut(router: AnyRouter, pathname: string): boolean {
  return router.getMatchedRoutes(pathname)[2]?.id === elsewhere.id;
}

export const startRouteTree = startRoot.addChildren([
  auth.addChildren([login]),
  publicLayout.addChildren([landing]),
  error,
  notFound,
  invitation,
  samlCallback,
  elsewhere,
]);
