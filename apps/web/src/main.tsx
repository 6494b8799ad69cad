/** Start-up: the router, settings from the server, translations, error reporting, the session, then render. */
import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadAllRoutes } from './all-routes';
import { apiBaseURL, session, sessionApi } from './lib/api';
import { loadClientConfig } from './lib/client-config';
import { initI18n } from './lib/i18n';
import { queryClientLoader } from './lib/load-query-client';
import { initErrorReporting } from './lib/sentry';
import { createAppRouter, type AppRouteTree } from './router';
import { leftOut, startRouteTree } from './start-route-tree';

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const router = createAppRouter(
    {
      session,
      loadQueryClient: queryClientLoader(session),
      loadAllRoutes: () => loadAllRoutes(router),
    },
    startRouteTree as unknown as AppRouteTree,
  );
  // An address of a signed-in page needs every route before the first match; a session with an
  // access token (its profile may still be loading) will soon need them (docs/decisions/0035).
  const allRoutes = leftOut(router, window.location.pathname) ? loadAllRoutes(router) : null;
  session.subscribe(() => {
    // A failed download is tried again by the first address that needs it (`elsewhere` in the start-up tree).
    if (session.getSnapshot().accessToken) loadAllRoutes(router).catch(() => undefined);
  });
  const config = await loadClientConfig(apiBaseURL);
  void initErrorReporting(config.sentryDsn, window.location.hostname);
  // Translations and the session load side by side; the router waits for the session in its guards.
  void session.start(sessionApi);
  await Promise.all([initI18n({ development: config.mode === 'development' }), allRoutes?.catch(() => undefined)]);
  createRoot(root, {
    onUncaughtError: (error, errorInfo) => console.warn('Uncaught error', error, errorInfo),
  }).render(
    <StrictMode>
      <App router={router} session={session} />
    </StrictMode>,
  );
}

void start();
