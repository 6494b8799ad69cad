import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { Suspense } from 'react';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../components/errors/route-error';
import { UnknownAddress } from '../components/errors/unknown-address';
import { RouteAnnouncer } from '../components/route-announcer';
import type { RouterContext } from '../router-context';

/** The root's options, shared with the start-up tree's root (`start-route-tree.ts`). */
export const rootRouteOptions = {
  component: () => (
    <>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <RouteAnnouncer />
    </>
  ),
  notFoundComponent: UnknownAddress,
  errorComponent: RouteError,
};

export const Route = createRootRouteWithContext<RouterContext>()(rootRouteOptions);
