import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../lib/page-title';
import { useTenantID } from '../../../lib/session-context';
import { RisksView } from './risks-view';

export function RisksPage() {
  const { t } = useTranslation('risks');
  const tenantID = useTenantID();
  usePageTitle(t('title'));
  return (
    <Stack gap="md">
      <PageHeading title={t('title')} description={t('description')} />
      <RisksView tenantID={tenantID} />
    </Stack>
  );
}
