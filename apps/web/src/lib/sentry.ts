/** Error reporting (CONTRACT §7): only on non-local hosts and only with a DSN; loaded on demand. */
import { isLocalHost } from './hosts';

export async function initErrorReporting(dsn: string, hostname: string): Promise<boolean> {
  if (!dsn || isLocalHost(hostname)) return false;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    tracesSampleRate: 1.0,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1.0,
  });
  return true;
}
