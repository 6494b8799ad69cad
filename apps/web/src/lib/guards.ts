/** Route guards (spec §2): sign-in required, and guest-only pages. */
import { redirect } from '@tanstack/react-router';
import type { RouterContext } from './router-context';

/** Only same-site paths are followed after sign-in; anything else goes to the dashboard. */
export function safeRedirectPath(candidate: string | undefined, fallback = '/dashboard'): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) {
    return fallback;
  }
  return candidate;
}

export async function requireSession({
  context,
  location,
}: {
  context: Pick<RouterContext, 'session'>;
  location: { href: string };
}) {
  await context.session.ready();
  if (context.session.getSnapshot().status !== 'signedIn') {
    throw redirect({ to: '/login', search: { redirect: location.href } });
  }
}

/** Sends a signed-in user away from guest pages such as the login page; default: the landing page. */
export function guestOnly(redirectTo = '/') {
  return async ({ context }: { context: Pick<RouterContext, 'session'> }) => {
    await context.session.ready();
    if (context.session.getSnapshot().status === 'signedIn') throw redirect({ href: redirectTo });
  };
}
