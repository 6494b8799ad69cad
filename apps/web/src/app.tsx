/** Providers around the router: theme and data cache; the session's effects on the whole app. */
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import i18next from 'i18next';
import { changeLanguage } from './lib/i18n';
import type { Session } from './lib/session';
import { SessionProvider } from './lib/session-context';
import { cssVariablesResolver, theme } from './lib/theme';
import type { createAppRouter } from './router';

interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
  session: Session;
}

export function App({ router, queryClient, session }: AppProps) {
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);

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

  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        <SessionProvider session={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
