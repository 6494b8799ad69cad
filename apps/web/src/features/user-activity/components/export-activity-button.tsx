/** `Export CSV`: exactly what the page shows (its search and filters), headed in the reader's language. */
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTenantID } from '../../../lib/session-context';
import type { ActivityQuery } from '../activity-search';
import { downloadActivity, exportLanguageOf } from '../api/export-activity';
import { FailureAlert } from '../../../components/failure-notice';

export function ExportActivityButton({ query }: { query: ActivityQuery }) {
  const { t, i18n } = useTranslation('activity');
  const tenantID = useTenantID();
  const download = useMutation({
    mutationFn: () => downloadActivity(tenantID!, query, exportLanguageOf(i18n.resolvedLanguage ?? i18n.language)),
  });
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={download.isPending}
        disabled={!tenantID}
        onClick={() => download.mutate()}
      >
        {t('export.button')}
      </Button>
      {download.isError ? <FailureAlert>{t('export.failed')}</FailureAlert> : null}
    </>
  );
}
