import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { render, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouterContext } from './lib/router-context';
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
function signedOut(): Omit<RouterContext, 'loadAllRoutes'> {
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
  const { loadAllRoutes } = await import('./all-routes');
  const router = createAppRouter(
    { ...signedOut(), loadAllRoutes: () => loadAllRoutes(router) },
    startRouteTree as never,
  );
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
    const all = routesOf(createAppRouter({ ...signedOut(), loadAllRoutes: async () => undefined }, routeTree));

    expect(start.map((route) => route.id)).toContain('/_auth/login');
    // `/$` stands for the pages the start-up routes leave out; the generated tree has no such route.
    expect(start.filter((route) => route.id !== '/$')).toEqual(all.filter((route) => !route.id.startsWith('/_client')));
    expect(all.map((route) => route.id)).not.toContain('/$');
  });

  it('leave out the signed-in pages, until every route is loaded', async () => {
    const router = await startRouter('/login');
    const { leftOut } = await import('./start-route-tree');
    const { hasAllRoutes, loadAllRoutes } = await import('./all-routes');
    expect(leftOut(router, '/login')).toBe(false);
    expect(leftOut(router, '/invitation/abc')).toBe(false);
    expect(leftOut(router, '/risks/')).toBe(true);
    expect(leftOut(router, '/sites/some/deeper/path')).toBe(true);
    expect(hasAllRoutes(router)).toBe(false);

    await loadAllRoutes(router);

    expect(hasAllRoutes(router)).toBe(true);
    expect(router.getMatchedRoutes('/risks/')[2]?.id).toBe('/_client/risks/');
    expect(leftOut(router, '/no-such-page')).toBe(false);
  });

  it.each([
    ['/dashboard', '/login', { redirect: '/dashboard' }],
    ['/no-such-page', '/not-found', {}],
  ])('give way to every route for an address they do not know: %s ends on %s', async (address, pathname, search) => {
    const router = await startRouter(address);
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    );

    await waitFor(() => expect(router.state.location.pathname).toBe(pathname), { timeout: 10_000 });
    expect(router.state.location.search).toEqual(search);
  });

  it('draw nothing for a signed-in address before every route is there', async () => {
    // A render of the loader or of "not found" at the new address would take the page's place: the
    // route announcer would move focus and read the title for it, not for the page that follows.
    const router = await startRouter('/login');
    const drawn: string[] = [];
    router.subscribe('onRendered', (event) => drawn.push(event.toLocation.href));
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    await waitFor(() => expect(drawn).toContain('/login'));

    await router.navigate({ to: '/dashboard' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 10_000 });
    expect(router.state.location.search).toEqual({ redirect: '/dashboard' });
    expect(drawn.filter((href) => href.startsWith('/dashboard'))).toEqual([]);
  });
});
