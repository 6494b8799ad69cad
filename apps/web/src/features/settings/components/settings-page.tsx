/**
 * `/settings`: the tenant's settings, one panel per subject. Today the risk matrix; later panels
 * (tenant, evaluation template) take their place in `panels` below. Shown to those who manage
 * settings; anyone else is told they may not change them.
 */
import { useAbility } from '@casl/react';
import { Alert, Stack } from '@mantine/core';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../lib/page-title';
import { RiskMatrixPanel } from './risk-matrix-panel';

interface SettingsPanel {
  id: string;
  render: (mayManage: boolean) => ReactNode;
}

const panels: readonly SettingsPanel[] = [
  { id: 'risk-matrix', render: (mayManage) => <RiskMatrixPanel editable={mayManage} /> },
];

export function SettingsPage() {
  const { t } = useTranslation('settings');
  const ability = useAbility<AppAbility>();
  const mayManage = ability.can('manage', 'Settings');
  usePageTitle(t('title'));
  return (
    <Stack gap="lg">
      <PageHeading title={t('title')} description={t('description')} />
      {mayManage ? null : (
        <Alert variant="light" color="gray" title={t('readOnly.title')}>
          {t('readOnly.text')}
        </Alert>
      )}
      {panels.map((panel) => (
        <div key={panel.id}>{panel.render(mayManage)}</div>
      ))}
    </Stack>
  );
}
