/**
 * Renders a piece of the signed-in app as it runs there: translations of several namespaces, the
 * data cache, a session for one tenant, abilities, and a router (in memory) around it.
 */
import { AbilityProvider } from '@casl/react';
import { MantineProvider } from '@mantine/core';
import { NamedCloseButtons } from '../components/named-close-buttons';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createAbility, type AbilityRule } from '@freeboard/shared/auth/abilities';
import type { Session, SessionSnapshot } from '../lib/session';
import { SessionProvider } from '../lib/session-context';
import { createTestQueryClient, type Translations } from './render';

export const testTenantID = '0190a000-0000-7000-8000-0000000000a1';

/** A signed-in session in `tenantID`, as far as components read it. */
export function fakeSession(tenantID: string = testTenantID): Session {
  const snapshot = { status: 'signedIn', tenantID, abilities: [], tenants: [] } as unknown as SessionSnapshot;
  return {
    subscribe: () => () => undefined,
    getSnapshot: () => snapshot,
    getTenantID: () => tenantID,
  } as unknown as Session;
}

async function createI18n(namespaces: Record<string, Translations>, language: 'en' | 'es') {
  const instance = i18next.createInstance();
  const resources = { en: {}, es: {} } as Record<'en' | 'es', Record<string, Record<string, unknown>>>;
  for (const [namespace, translations] of Object.entries(namespaces)) {
    resources.en[namespace] = translations.en;
    resources.es[namespace] = translations.es;
  }
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: Object.keys(namespaces),
    defaultNS: Object.keys(namespaces)[0],
    resources,
    interpolation: { escapeValue: false },
  });
  return instance;
}

export interface AppRenderOptions {
  namespaces: Record<string, Translations>;
  language?: 'en' | 'es';
  queryClient?: QueryClient;
  tenantID?: string;
  abilities?: AbilityRule[];
}

/** Renders `ui` at `/`; a second route, `/elsewhere`, lets a test navigate away from it. */
export async function renderInApp(ui: ReactNode, options: AppRenderOptions) {
  const { language = 'en', queryClient = createTestQueryClient(), tenantID = testTenantID } = options;
  const i18n = await createI18n(options.namespaces, language);
  const rootRoute = createRootRoute({ component: Outlet });
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => ui });
  const elsewhere = createRoute({ getParentRoute: () => rootRoute, path: '/elsewhere', component: () => 'Elsewhere' });
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, elsewhere]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  const ability = createAbility(options.abilities ?? [{ action: 'manage', subject: 'all' }]);
  const result = render(
    // The test environment: no transitions or portals, so dialogs and menus are there at once.
    <MantineProvider env="test">
      <I18nextProvider i18n={i18n}>
        <NamedCloseButtons>
          <QueryClientProvider client={queryClient}>
            <SessionProvider session={fakeSession(tenantID)}>
              <AbilityProvider value={ability}>
                <RouterProvider router={router} />
              </AbilityProvider>
            </SessionProvider>
          </QueryClientProvider>
        </NamedCloseButtons>
      </I18nextProvider>
    </MantineProvider>,
  );
  return { ...result, router, queryClient, i18n };
}
