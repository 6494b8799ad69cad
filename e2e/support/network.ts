/** Network helpers: slowing an API call down so a loading state can be seen, and reading API traffic. */
import type { Page, Request, Route } from '@playwright/test';

/**
 * Holds every request matching `pattern` until `release()` is called (or `maxMs` passed), then lets it
 * through unchanged. Unlike a fixed delay, the test decides when the loading state may end.
 */
export async function holdRequests(page: Page, pattern: string | RegExp, maxMs = 15_000) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  const handler = async (route: Route) => {
    held += 1;
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, maxMs))]);
    await route.fallback();
  };
  await page.route(pattern, handler);
  return {
    /** How many requests have been held so far. */
    held: () => held,
    release: async () => {
      release();
      await page.unroute(pattern, handler);
    },
  };
}

/** The path of an API request (`/api/…`), without the query. */
export function apiPath(request: Request): string | null {
  const { pathname } = new URL(request.url());
  return pathname.startsWith('/api/') ? pathname : null;
}
