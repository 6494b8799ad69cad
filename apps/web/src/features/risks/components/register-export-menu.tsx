/** `Export`: the filtered register as an Excel workbook (risks and their controls) or a CSV. */
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileSpreadsheet, IconFileText } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTenantID } from '../../../lib/session-context';
import type { RiskQuery } from '../api/get-risks';
import { downloadRegister, type RegisterFormat } from '../api/register-file';
import { FailureAlert } from '../../../components/failure-notice';

export function RegisterExportMenu({ query }: { query: RiskQuery }) {
  const { t } = useTranslation('risks');
  const tenantID = useTenantID();
  const download = useMutation({
    mutationFn: (format: RegisterFormat) => downloadRegister(tenantID!, format, query),
  });
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            loading={download.isPending}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            disabled={!tenantID}
          >
            {t('register.export')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            onClick={() => download.mutate('xlsx')}
          >
            {t('register.exportXlsx')}
          </Menu.Item>
          <Menu.Item leftSection={<IconFileText size={16} aria-hidden />} onClick={() => download.mutate('csv')}>
            {t('register.exportCsv')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {download.isError ? <FailureAlert>{t('register.exportFailed')}</FailureAlert> : null}
    </>
  );
}
