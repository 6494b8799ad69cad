import { createFileRoute } from '@tanstack/react-router';
import { ClientLayout } from '../components/layouts/client-layout';
import { requireSession } from '../lib/guards';

export const Route = createFileRoute('/_client')({
  beforeLoad: requireSession,
  component: ClientLayout,
});
