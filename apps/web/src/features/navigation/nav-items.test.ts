/**
 * The navigation is read from the routes: every page of CONTRACT §8 declares its link, in the order
 * and groups the navigation has always shown, each for those who may read its area.
 */
import { describe, expect, it } from 'vitest';
import type { Session } from '../../lib/session';
import { navItemsOf } from './nav-items';

async function appRouter() {
  const { routeTree } = await import('../../routeTree.gen');
  const { createAppRouter } = await import('../../router');
  const session = { getSnapshot: () => ({ status: 'signedOut' }) } as unknown as Session;
  return createAppRouter(
    { session, loadQueryClient: () => Promise.reject(new Error('not here')), loadAllRoutes: async () => undefined },
    routeTree,
  );
}

describe('the main navigation', () => {
  it("lists every area's page that declares a link, by group and order, with its reader's subject", async () => {
    const router = await appRouter();
    const items = navItemsOf(Object.values(router.routesById));
    expect(items.map(({ to, labelKey, subject, group }) => [group, to, labelKey, subject])).toEqual([
      ['overview', '/dashboard', 'nav.dashboard', null],
      ['assets', '/sites', 'nav.sites', 'Site'],
      ['assets', '/infrastructures', 'nav.infrastructures', 'Infrastructure'],
      ['assets', '/facilities', 'nav.facilities', 'Facility'],
      ['assets', '/cross-sections', 'nav.crossSections', 'CrossSection'],
      ['work', '/evaluations', 'nav.evaluations', 'Evaluation'],
      ['work', '/documents', 'nav.documents', 'Document'],
      ['work', '/risks', 'nav.risks', 'Risk'],
      ['work', '/controls', 'controls:title', 'Control'],
      ['work', '/actions', 'actions:title', 'Action'],
      ['work', '/reports', 'nav.reports', 'Report'],
      ['administration', '/users', 'nav.users', 'User'],
      ['administration', '/user-activity', 'nav.userActivity', 'Activity'],
      ['administration', '/settings', 'nav.settings', 'Settings'],
    ]);
    // The whole route tree is read, every page's module with it.
  }, 60_000);

  it("takes an area's subject from its names unless the route names one, and orders within a group", () => {
    const route = (fullPath: string, order: number, subject?: null) => ({
      fullPath,
      options: {
        staticData: { crumb: `nav.${order}`, nav: { group: 'work' as const, icon: () => null, order, subject } },
      },
    });
    const items = navItemsOf([
      route('/actions/', 2),
      route('/risks', 1),
      route('/elsewhere', 3),
      { fullPath: '/x', options: {} },
    ]);
    expect(items.map(({ to, subject }) => [to, subject])).toEqual([
      ['/risks', 'Risk'],
      ['/actions', 'Action'],
      ['/elsewhere', null],
    ]);
  });
});
