import { MantineProvider, Title } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { AbilityRule } from '@freeboard/shared/auth/abilities';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import commonEn from '../../../locales/en/common.json';
import commonEs from '../../../locales/es/common.json';
import type { Session, SessionSnapshot } from '../../lib/session';
import { SessionProvider } from '../../lib/session-context';
import { answerRequests } from '../../test/network';
import { createTestQueryClient, installBrowserStubs } from '../../test/render';
import { AuthLayout } from './auth-layout';
import { ClientLayout } from '../../shell/client-layout';

beforeAll(installBrowserStubs);

// The header's bell asks for the person's notifications: none here.
let restoreNetwork: () => void = () => undefined;
afterEach(() => restoreNetwork());

/** A signed-in session with these abilities, as far as the layout reads it. */
function sessionWith(abilities: AbilityRule[]): Session {
  const snapshot = {
    status: 'signedIn',
    tenantID: 'tenant-1',
    abilities,
    tenants: [],
    me: null,
    authDetails: null,
    jobTitle: null,
  } as unknown as SessionSnapshot;
  return {
    subscribe: () => () => undefined,
    getSnapshot: () => snapshot,
    getTenantID: () => 'tenant-1',
  } as unknown as Session;
}

/** `layout` around a page with its heading, at `/` (jsdom's host, localhost, is a development host). */
async function renderLayout(
  layout: () => ReactNode,
  { language = 'en', abilities = [] }: { language?: 'en' | 'es'; abilities?: AbilityRule[] } = {},
) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: commonEn }, es: { common: commonEs } },
    interpolation: { escapeValue: false },
  });
  const rootRoute = createRootRoute({ component: Outlet });
  const frame = createRoute({ getParentRoute: () => rootRoute, id: 'frame', component: layout });
  const page = createRoute({
    getParentRoute: () => frame,
    path: '/',
    component: () => <Title order={1}>Sites</Title>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([frame.addChildren([page])]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  restoreNetwork = answerRequests(() => ({
    status: 200,
    data: { data: [], meta: { unreadCount: 0, nextCursor: null } },
  })).restore;
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={createTestQueryClient()}>
        <I18nextProvider i18n={i18n}>
          <SessionProvider session={sessionWith(abilities)}>
            <RouterProvider router={router} />
          </SessionProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Sites' });
}

describe('the signed-in layout', () => {
  it("starts with 'Skip to main content', which moves focus to the main landmark", async () => {
    const user = userEvent.setup();
    await renderLayout(ClientLayout);

    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveFocus();

    await user.keyboard('{Enter}');

    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(skipLink).toHaveAttribute('href', '#main-content');
    expect(within(main).getByRole('heading', { level: 1, name: 'Sites' })).toBeInTheDocument();
  });

  it('names the skip link in Spanish', async () => {
    const user = userEvent.setup();
    await renderLayout(ClientLayout, { language: 'es' });

    await user.tab();

    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toHaveFocus();
  });

  it("keeps an administrator's admin toggle at the foot of the navigation, out of the page", async () => {
    await renderLayout(ClientLayout, { abilities: [{ action: 'manage', subject: 'all' }] });

    const toggle = screen.getByRole('button', { name: 'Admin On' });
    expect(screen.getByRole('main')).not.toContainElement(toggle);
    // In the navigation column (Mantine's navbar), below the links rather than floating over the page.
    const navbar = toggle.closest('.mantine-AppShell-navbar');
    expect(navbar).not.toBeNull();
    expect(navbar).toContainElement(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(toggle.style.position).not.toBe('fixed');
  });

  it('shows no admin toggle to anyone else', async () => {
    await renderLayout(ClientLayout, { abilities: [{ action: 'read', subject: 'Risk' }] });

    expect(screen.queryByRole('button', { name: /^Admin (On|Off)$/ })).not.toBeInTheDocument();
  });
});

describe('the sign-in layout', () => {
  it('puts the page in a main landmark', async () => {
    await renderLayout(AuthLayout);

    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Sites' })).toBeInTheDocument();
    expect(main).toHaveAttribute('id', 'main-content');
  });
});
