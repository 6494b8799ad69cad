import { createFileRoute } from '@tanstack/react-router';
import { StatusScreen } from '../components/errors/status-screen';

export const Route = createFileRoute('/not-found')({ component: () => <StatusScreen kind="notFound" /> });
