import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import { Suspense } from 'react';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../components/errors/route-error';
import { RouteAnnouncer } from '../components/route-announcer';
import type { RouterContext } from '../lib/router-context';

function RootLayout() {
  return (
    <>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <RouteAnnouncer />
    </>
  );
}

function NotFound() {
  return <Navigate to="/not-found" replace />;
}

/**
 * The root's options, shared with the start-up tree's root (`start-route-tree.ts`). Components are
 * named functions: in development the router's plugin moves an inline component below this object.
 */
export const rootRouteOptions = {
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
};

export const Route = createRootRouteWithContext<RouterContext>()(rootRouteOptions);
