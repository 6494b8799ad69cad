import { Navigate, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { hasAllRoutes, knowsAddress, loadAllRoutes } from '../../lib/all-routes';
import { PageLoader } from '../page-loader';

/**
 * An address no route matches. Until the router has every route it may be a signed-in page the
 * start-up routes leave out: every route is loaded and the address matched again. Otherwise it is
 * the /not-found screen.
 */
export function UnknownAddress() {
  const router = useRouter();
  const [failure, setFailure] = useState<Error | null>(null);
  const [unknownToAll, setUnknownToAll] = useState(false);
  const complete = unknownToAll || hasAllRoutes(router);

  useEffect(() => {
    if (complete) return;
    let current = true;
    loadAllRoutes(router).then(
      () => {
        if (!current) return;
        if (knowsAddress(router, router.state.location.pathname)) void router.load();
        else setUnknownToAll(true);
      },
      (error: unknown) => current && setFailure(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      current = false;
    };
  }, [router, complete]);

  if (failure) throw failure; // the root's error screen, as for any page that fails to download
  if (complete) return <Navigate to="/not-found" replace />;
  return <PageLoader />;
}
