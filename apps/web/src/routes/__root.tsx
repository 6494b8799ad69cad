import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import { Suspense } from 'react';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../components/errors/route-error';
import { RouteAnnouncer } from '../components/route-announcer';
import type { RouterContext } from '../router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <RouteAnnouncer />
    </>
  ),
  notFoundComponent: () => <Navigate to="/not-found" replace />,
  errorComponent: RouteError,
});
