/**
 * What only the signed-in area needs: abilities (with admin mode on development hosts) and
 * notifications. Kept out of the start-up bundle, so the landing and login pages load less.
 */
import { AbilityProvider } from '@casl/react';
import { useMemo, useState, type ReactNode } from 'react';
import { buildAbility, isAdministrator, readAdminMode, writeAdminMode, type AdminMode } from '../../lib/abilities';
import { onDevelopmentHost } from '../../lib/client-config';
import { useSession } from '../../lib/session-context';
import { AdminToggle } from '../admin-toggle';
import { NotificationsHost } from '../notifications-host';

export function SignedInProviders({ children }: { children: ReactNode }) {
  const { abilities } = useSession();
  const [adminMode, setAdminMode] = useState<AdminMode>(readAdminMode);
  const developmentHost = onDevelopmentHost();
  const ability = useMemo(
    () => buildAbility(abilities, { developmentHost, adminMode }),
    [abilities, developmentHost, adminMode],
  );

  function toggleAdminMode() {
    const next: AdminMode = adminMode === 'on' ? 'off' : 'on';
    writeAdminMode(next);
    setAdminMode(next);
  }

  return (
    <AbilityProvider value={ability}>
      <NotificationsHost />
      {children}
      {developmentHost && isAdministrator(abilities) ? (
        <AdminToggle mode={adminMode} onToggle={toggleAdminMode} />
      ) : null}
    </AbilityProvider>
  );
}
