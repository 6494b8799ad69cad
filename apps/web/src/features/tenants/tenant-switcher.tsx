import { Select } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../lib/session';

/** Picks the active tenant among the user's memberships (CONTRACT §8: labelled "Tenant"). */
export function TenantSwitcher({ session }: { session: Session }) {
  const { t } = useTranslation('common');
  const { tenants, tenantID } = useSyncExternalStore(session.subscribe, session.getSnapshot);
  return (
    <Select
      label={t('tenant.label')}
      data={tenants.map((tenant) => ({ value: tenant.tenantID, label: tenant.name }))}
      value={tenantID}
      onChange={(value) => value && void session.switchTenant(value)}
      allowDeselect={false}
      disabled={tenants.length < 2}
      size="xs"
      w={220}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
