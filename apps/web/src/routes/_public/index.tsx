import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../../features/landing/landing-page';
import { useSession } from '../../lib/session-context';

export const Route = createFileRoute('/_public/')({ component: Landing });

function Landing() {
  const { status } = useSession();
  return <LandingPage signedIn={status === 'signedIn'} />;
}
