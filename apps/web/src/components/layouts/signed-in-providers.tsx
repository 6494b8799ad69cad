/**
 * What only the signed-in area needs: abilities (with admin mode on development hosts, whose toggle
 * the layout places) and notifications. Kept out of the start-up bundle, so the landing and login
 * pages load less.
 */
import { AbilityProvider } from '@casl/react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { buildAbility, isAdministrator, readAdminMode, writeAdminMode, type AdminMode } from '../../lib/abilities';
import { onDevelopmentHost } from '../../lib/client-config';
import { useSession } from '../../lib/session-context';
import { AdminModeContext, type AdminModeSwitch } from '../admin-toggle';
import { NotificationsHost } from '../notifications-host';

export function SignedInProviders({ children }: { children: ReactNode }) {
  const { abilities } = useSession();
  const [adminMode, setAdminMode] = useState<AdminMode>(readAdminMode);
  const developmentHost = onDevelopmentHost();
  const ability = useMemo(
    () => buildAbility(abilities, { developmentHost, adminMode }),
    [abilities, developmentHost, adminMode],
  );

  const toggleAdminMode = useCallback(() => {
    const next: AdminMode = adminMode === 'on' ? 'off' : 'on';
    writeAdminMode(next);
    setAdminMode(next);
  }, [adminMode]);
  const hasToggle = developmentHost && isAdministrator(abilities);
  const adminModeSwitch = useMemo<AdminModeSwitch | null>(
    () => (hasToggle ? { mode: adminMode, toggle: toggleAdminMode } : null),
    [hasToggle, adminMode, toggleAdminMode],
  );

  return (
    <AbilityProvider value={ability}>
      <AdminModeContext value={adminModeSwitch}>
        <NotificationsHost />
        {children}
      </AdminModeContext>
    </AbilityProvider>
  );
}
