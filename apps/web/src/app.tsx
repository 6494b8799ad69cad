/** Providers around the router: theme, notifications, data cache, abilities. */
import { AbilityProvider } from '@casl/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import i18next from 'i18next';
import { AdminToggle } from './components/admin-toggle';
import { buildAbility, isAdministrator, readAdminMode, writeAdminMode, type AdminMode } from './lib/abilities';
import { onDevelopmentHost } from './lib/client-config';
import { changeLanguage } from './lib/i18n';
import type { Session } from './lib/session';
import { cssVariablesResolver, theme } from './lib/theme';
import type { createAppRouter } from './router';

interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
  session: Session;
}

export function App({ router, queryClient, session }: AppProps) {
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const [adminMode, setAdminMode] = useState<AdminMode>(readAdminMode);
  const developmentHost = onDevelopmentHost();
  const ability = useMemo(
    () => buildAbility(snapshot.abilities, { developmentHost, adminMode }),
    [snapshot.abilities, developmentHost, adminMode],
  );

  // Guards re-run when the session changes (signed out in another tab, refresh failed).
  useEffect(() => {
    if (snapshot.status !== 'loading') void router.invalidate();
  }, [router, snapshot.status]);

  // The user's language follows their profile.
  const locale = snapshot.me?.locale;
  useEffect(() => {
    if (locale && locale !== i18next.language) void changeLanguage(locale);
  }, [locale]);

  // A different tenant means different data: drop what was cached for the previous one.
  useEffect(() => {
    queryClient.removeQueries({
      predicate: (query) => query.queryKey[1] !== snapshot.tenantID && query.queryKey[1] !== 'user',
    });
  }, [queryClient, snapshot.tenantID]);

  function toggleAdminMode() {
    const next: AdminMode = adminMode === 'on' ? 'off' : 'on';
    writeAdminMode(next);
    setAdminMode(next);
  }

  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        <AbilityProvider value={ability}>
          <RouterProvider router={router} />
          {developmentHost && isAdministrator(snapshot.abilities) ? (
            <AdminToggle mode={adminMode} onToggle={toggleAdminMode} />
          ) : null}
        </AbilityProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
