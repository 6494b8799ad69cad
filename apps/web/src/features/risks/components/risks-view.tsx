/** The risks page below its title: the register in the shared list view, each risk unfolding into its controls. */
import { Center, Group, Loader, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Risk } from '@freeboard/shared/risks/risks.schemas';
import { useTranslation } from 'react-i18next';
import { ListView } from '../../../components/list-view/list-view';
import { useCompactLayout } from '../../../lib/use-compact-layout';
import { risksQueryOptions } from '../api/get-risks';
import { ControlsList, ControlsTable } from './controls-table';
import { riskRowTestID, useRiskColumns } from './risk-columns';

/** Spec §2: the risks list says 'Loading...' while it waits. */
function RisksLoading() {
  const { t } = useTranslation('risks');
  return (
    <Center mih={200} role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text>{t('loading')}</Text>
      </Group>
    </Center>
  );
}

function RiskControls({ risk }: { risk: Risk }) {
  const compact = useCompactLayout();
  return compact ? (
    <ControlsList riskCode={risk.code} controls={risk.controls} />
  ) : (
    <ControlsTable riskCode={risk.code} controls={risk.controls} />
  );
}

export function RisksView({ tenantID }: { tenantID: string | null }) {
  const { t } = useTranslation('risks');
  const query = useInfiniteQuery(risksQueryOptions(tenantID));
  const columns = useRiskColumns();
  return (
    <ListView
      query={query}
      columns={columns}
      getRowID={(risk) => risk.riskID}
      rowTestID={riskRowTestID}
      renderExpanded={(risk) => <RiskControls risk={risk} />}
      loading={<RisksLoading />}
      labels={{
        caption: t('table.caption'),
        count: (total) => t('count', { count: total }),
        empty: { title: t('empty.title'), description: t('empty.description') },
        noMatch: { title: t('empty.title'), description: t('empty.description') },
        error: { title: t('error.title'), description: t('error.description'), retry: t('error.retry') },
      }}
    />
  );
}
