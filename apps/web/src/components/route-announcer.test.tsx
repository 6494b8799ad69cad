import { MantineProvider, TextInput, Title } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
  useNavigate,
  useSearch,
} from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import commonEn from '../../locales/en/common.json';
import { usePageTitle } from '../lib/page-title';
import { createTestI18n, installBrowserStubs } from '../test/render';
import { PageMain } from './page-main';
import { RouteAnnouncer } from './route-announcer';

beforeAll(installBrowserStubs);

/** A list page: its search box writes `?q=` into the address, as the app's lists do. */
function SitesPage() {
  usePageTitle('Sites');
  const { q } = useSearch({ strict: false });
  const navigate = useNavigate();
  return (
    <PageMain>
      <Title order={1}>Sites</Title>
      <TextInput
        label="Search"
        value={q ?? ''}
        onChange={(event) => void navigate({ to: '/', search: { q: event.currentTarget.value }, replace: true })}
      />
      <Link to="/profile">Profile</Link>
      <Link to="/sites/$siteID" params={{ siteID: 's-1' }}>
        Copper Ridge
      </Link>
    </PageMain>
  );
}

function ProfilePage() {
  usePageTitle('Profile');
  return (
    <PageMain>
      <Title order={1}>Profile</Title>
    </PageMain>
  );
}

/** A record page: it has no heading and no name until its record is in. */
function SitePage() {
  const [loaded, setLoaded] = useState(false);
  usePageTitle(loaded ? 'S-001 Copper Ridge' : undefined);
  return (
    <PageMain>
      {loaded ? (
        <Title order={1}>Copper Ridge</Title>
      ) : (
        <button type="button" onClick={() => setLoaded(true)}>
          Arrive
        </button>
      )}
    </PageMain>
  );
}

async function renderApp() {
  const i18n = await createTestI18n('common', { en: commonEn, es: commonEn });
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <RouteAnnouncer />
      </>
    ),
  });
  const sites = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    validateSearch: (search: Record<string, unknown>): { q?: string } =>
      typeof search.q === 'string' ? { q: search.q } : {},
    component: SitesPage,
  });
  const profile = createRoute({ getParentRoute: () => rootRoute, path: '/profile', component: ProfilePage });
  const site = createRoute({ getParentRoute: () => rootRoute, path: '/sites/$siteID', component: SitePage });
  const router = createRouter({
    routeTree: rootRoute.addChildren([sites, profile, site]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  render(
    <MantineProvider env="test">
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </MantineProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Sites' });
  return { router };
}

const announcer = () => screen.getByTestId('route-announcer');

describe('RouteAnnouncer', () => {
  it('leaves focus and the live region alone on the first load, and names the page in the tab', async () => {
    await renderApp();

    await waitFor(() => expect(document.title).toBe('Sites · Freeboard'));
    expect(document.activeElement).toBe(document.body);
    expect(announcer().textContent).toBe('');
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
  });

  it("moves focus to the new page's heading after following a link, and reads out its title", async () => {
    const user = userEvent.setup();
    await renderApp();

    await user.click(screen.getByRole('link', { name: 'Profile' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Profile' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(announcer()).toHaveTextContent('Profile · Freeboard');
    expect(document.title).toBe('Profile · Freeboard');
  });

  it('focuses the main landmark while a record loads, and reads out its name once it is in', async () => {
    const user = userEvent.setup();
    await renderApp();

    await user.click(screen.getByRole('link', { name: 'Copper Ridge' }));

    const main = await screen.findByRole('main');
    await waitFor(() => expect(main).toHaveFocus());
    expect(announcer().textContent).toBe('');
    expect(document.title).toBe('Sites · Freeboard');

    await user.click(screen.getByRole('button', { name: 'Arrive' }));

    await waitFor(() => expect(announcer()).toHaveTextContent('S-001 Copper Ridge · Freeboard'));
    expect(document.title).toBe('S-001 Copper Ridge · Freeboard');
  });

  it('keeps focus in the search box while typing changes only the search parameters', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp();

    const search = screen.getByRole('textbox', { name: 'Search' });
    await user.type(search, 'cop');

    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'cop' }));
    expect(search).toHaveFocus();
    expect(announcer().textContent).toBe('');
  });

  it('leaves a redirect made while the page loads alone, before the person has done anything', async () => {
    const { router } = await renderApp();

    await act(() => router.navigate({ to: '/profile', replace: true }));

    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(document.activeElement).toBe(document.body);
    expect(announcer().textContent).toBe('');
  });
});
