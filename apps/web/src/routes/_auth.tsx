import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '../components/layouts/auth-layout';
import { guestOnly } from '../lib/guards';

export const Route = createFileRoute('/_auth')({
  beforeLoad: guestOnly('/'),
  component: AuthLayout,
});
