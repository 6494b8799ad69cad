import { QueryClientProvider } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AuthFrame } from '../components/layouts/auth-layout';
import { InvitationPage } from '../features/auth/components/invitation-page';
import { safeRedirectPath } from '../lib/guards';

/**
 * Open to anyone with the link, signed in or not (not the guest-only layout): the person it is for
 * may open it in a browser where someone else is signed in, and accepting signs them in instead.
 */
export const Route = createFileRoute('/invitation/$token')({
  // The page reads the invitation through the data cache, which the start-up code does not load.
  beforeLoad: async ({ context }) => ({ queryClient: await context.loadQueryClient() }),
  component: Page,
});

function Page() {
  const { token } = Route.useParams();
  const { session, queryClient } = Route.useRouteContext();
  const navigate = useNavigate();
  async function onSignedIn(accessToken: string) {
    await session.signIn(accessToken);
    // Where a sign-in lands; replacing the history entry, so Back does not lead to the used link.
    await navigate({ href: safeRedirectPath(undefined), replace: true });
  }
  return (
    <QueryClientProvider client={queryClient}>
      <AuthFrame>
        <InvitationPage token={token} onSignedIn={onSignedIn} />
      </AuthFrame>
    </QueryClientProvider>
  );
}
