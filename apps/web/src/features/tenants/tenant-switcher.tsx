import { Select } from '@mantine/core';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession, useSessionStore } from '../../lib/session-context';
import { addressInTenant } from './address-in-tenant';

/**
 * Picks the active tenant among the user's memberships (CONTRACT §8: labelled "Tenant"); the page
 * stays, short of any record of the tenant left (`addressInTenant`).
 */
export function TenantSwitcher() {
  const { t } = useTranslation('common');
  const session = useSessionStore();
  const { tenants, tenantID } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const switchTo = async (next: string) => {
    const address = addressInTenant({ pathname: location.pathname, search: location.search });
    const moved =
      address.pathname !== location.pathname ||
      Object.keys(address.search).length !== Object.keys(location.search).length;
    // Away from the record first, so its page never asks the next tenant for it ("not found").
    if (moved) await navigate({ to: address.pathname, search: address.search as never, replace: true });
    await session.switchTenant(next);
  };
  return (
    <Select
      label={t('tenant.label')}
      data={tenants.map((tenant) => ({ value: tenant.tenantID, label: tenant.name }))}
      value={tenantID}
      onChange={(value) => value && void switchTo(value)}
      allowDeselect={false}
      disabled={tenants.length < 2}
      size="xs"
      w={220}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
