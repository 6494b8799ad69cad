import { createFileRoute } from '@tanstack/react-router';
import { StatusScreen } from '../components/errors/status-screen';

export const Route = createFileRoute('/error')({ component: () => <StatusScreen kind="error" /> });
