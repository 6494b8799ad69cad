/**
 * Section search parameters: an unknown value falls back to the route's default, and the address
 * bar is rewritten to say so (spec §2).
 */
import { redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';

export function sectionSearchSchema<const T extends readonly [string, ...string[]]>(sections: T, fallback: T[number]) {
  return z.object({ section: z._default(z.catch(z.enum(sections), fallback), fallback) });
}

/** Throws a replacing redirect when the URL's raw `section` differs from the validated one. */
export function rewriteSection(location: { pathname: string; searchStr: string; hash?: string }, section: string) {
  const raw = new URLSearchParams(location.searchStr).get('section');
  if (raw !== null && raw !== section) {
    const search = new URLSearchParams(location.searchStr);
    search.set('section', section);
    const hash = location.hash ? `#${location.hash.replace(/^#/, '')}` : '';
    throw redirect({ href: `${location.pathname}?${search.toString()}${hash}`, replace: true });
  }
}
