import { QueryClientProvider } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ClientLayout } from '../shell/client-layout';
import { requireSession } from '../lib/guards';

export const Route = createFileRoute('/_client')({
  // The data cache loads while the session is checked, not after it; the pages below read it from
  // their context (`context.queryClient`).
  beforeLoad: async (options) => {
    const [queryClient] = await Promise.all([options.context.loadQueryClient(), requireSession(options)]);
    return { queryClient };
  },
  component: SignedInLayout,
});

function SignedInLayout() {
  const { queryClient } = Route.useRouteContext();
  return (
    <QueryClientProvider client={queryClient}>
      <ClientLayout />
    </QueryClientProvider>
  );
}
