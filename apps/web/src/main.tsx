/** Start-up: settings from the server, translations, error reporting, the session, then render. */
import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { apiBaseURL, session, sessionApi } from './lib/api';
import { loadClientConfig } from './lib/client-config';
import { initI18n } from './lib/i18n';
import { queryClientLoader } from './lib/load-query-client';
import { initErrorReporting } from './lib/sentry';
import { createAppRouter } from './router';

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const config = await loadClientConfig(apiBaseURL);
  void initErrorReporting(config.sentryDsn, window.location.hostname);
  const router = createAppRouter({ session, loadQueryClient: queryClientLoader(session) });
  // Translations and the session load side by side; the router waits for the session in its guards.
  void session.start(sessionApi);
  await initI18n({ development: config.mode === 'development' });
  createRoot(root, {
    onUncaughtError: (error, errorInfo) => console.warn('Uncaught error', error, errorInfo),
  }).render(
    <StrictMode>
      <App router={router} session={session} />
    </StrictMode>,
  );
}

void start();
