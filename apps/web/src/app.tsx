/** Providers around the router: theme and session; the session's effects on the whole app. */
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import i18next from 'i18next';
import { changeLanguage } from './lib/i18n';
import type { Session } from './lib/session';
import { SessionProvider } from './lib/session-context';
import { NamedCloseButtons } from './components/named-close-buttons';
import { cssVariablesResolver, theme } from './lib/theme';
import type { createAppRouter } from './router';

interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  session: Session;
}

export function App({ router, session }: AppProps) {
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

  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <NamedCloseButtons>
        <SessionProvider session={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </NamedCloseButtons>
    </MantineProvider>
  );
}
