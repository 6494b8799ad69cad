import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { render, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouterContext } from './router-context';
import type { Session } from './lib/session';
import { installBrowserStubs } from './test/render';

/** Each route the router knows: its id, its address and the id of its parent. */
function routesOf(router: AnyRouter) {
  return Object.values(
    router.routesById as Record<string, { id: string; fullPath: string; parentRoute?: { id: string } }>,
  )
    .map((route) => ({ id: route.id, fullPath: route.fullPath, parent: route.parentRoute?.id ?? null }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** A visitor who is not signed in, as far as the guards ask. */
function signedOutContext(): RouterContext {
  const session = {
    ready: () => Promise.resolve(),
    getSnapshot: () => ({ status: 'signedOut' }),
    subscribe: () => () => undefined,
  } as unknown as Session;
  return { session, loadQueryClient: () => import('./lib/query-client').then((module) => module.createQueryClient()) };
}

/**
 * A router as the app starts it, with the start-up routes alone. The generated tree re-links the
 * routes it shares with the start-up tree when it loads, so every test starts from fresh modules.
 */
async function startRouter(address: string) {
  const { createAppRouter } = await import('./router');
  const { startRouteTree } = await import('./start-route-tree');
  const router = createAppRouter(signedOutContext(), startRouteTree as never);
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [address] }) });
  return router;
}

beforeAll(installBrowserStubs);

beforeEach(() => {
  vi.resetModules();
});

describe('the start-up routes', () => {
  it('are every route outside the signed-in layout, linked as the generated tree links them', async () => {
    const start = routesOf(await startRouter('/login'));
    const { routeTree } = await import('./routeTree.gen');
    const { createAppRouter } = await import('./router');
    const all = routesOf(createAppRouter(signedOutContext(), routeTree));

    expect(start.map((route) => route.id)).toContain('/_auth/login');
    expect(start).toEqual(all.filter((route) => !route.id.startsWith('/_client')));
  });

  it('know the sign-in page but not a signed-in page, until every route is loaded', async () => {
    const router = await startRouter('/login');
    const { hasAllRoutes, knowsAddress, loadAllRoutes } = await import('./lib/all-routes');
    expect(knowsAddress(router, '/login')).toBe(true);
    expect(knowsAddress(router, '/risks/')).toBe(false);
    expect(hasAllRoutes(router)).toBe(false);

    await loadAllRoutes(router);

    expect(hasAllRoutes(router)).toBe(true);
    expect(knowsAddress(router, '/risks/')).toBe(true);
    expect(knowsAddress(router, '/no-such-page')).toBe(false);
  });

  it.each([
    ['/dashboard', '/login', { redirect: '/dashboard' }],
    ['/no-such-page', '/not-found', {}],
  ])('load every route for an address they do not know: %s ends on %s', async (address, pathname, search) => {
    const router = await startRouter(address);
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    );

    await waitFor(() => expect(router.state.location.pathname).toBe(pathname), { timeout: 10_000 });
    expect(router.state.location.search).toEqual(search);
  });
});
