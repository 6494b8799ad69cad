import { createFileRoute } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { LandingPage } from '../../features/landing/landing-page';

export const Route = createFileRoute('/_public/')({ component: Landing });

function Landing() {
  const { session } = Route.useRouteContext();
  const { status } = useSyncExternalStore(session.subscribe, session.getSnapshot);
  return <LandingPage signedIn={status === 'signedIn'} />;
}
