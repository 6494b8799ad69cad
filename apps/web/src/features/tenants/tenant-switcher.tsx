import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession, useSessionStore } from '../../lib/session-context';

/** Picks the active tenant among the user's memberships (CONTRACT §8: labelled "Tenant"). */
export function TenantSwitcher() {
  const { t } = useTranslation('common');
  const session = useSessionStore();
  const { tenants, tenantID } = useSession();
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
