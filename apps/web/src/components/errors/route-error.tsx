import { Navigate, type ErrorComponentProps } from '@tanstack/react-router';
import { onDevelopmentHost } from '../../lib/client-config';
import { DevelopmentErrorScreen } from './development-error-screen';

/** Uncaught route errors: shown in place on a development host, otherwise the /error screen. */
export function RouteError({ error }: ErrorComponentProps) {
  if (onDevelopmentHost()) return <DevelopmentErrorScreen error={error} />;
  console.warn('Route error', error);
  return <Navigate to="/error" replace />;
}
