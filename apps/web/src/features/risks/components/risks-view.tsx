/**
 * The risks page below its title: the whole register from its summary in the shared list view;
 * a risk's controls are read when its row unfolds.
 */
import { Center, Group, Loader, Text } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { RiskSummary } from '@freeboard/shared/risks/risks.schemas';
import { useTranslation } from 'react-i18next';
import { ListView } from '../../../components/list-view/list-view';
import { QueryError } from '../../../components/query-error';
import { useCompactLayout } from '../../../lib/use-compact-layout';
import { riskQueryOptions, riskSummaryQueryOptions } from '../api/get-risks';
import { ControlsList, ControlsTable } from './controls-table';
import { riskRowTestID, useRiskColumns } from './risk-columns';

function Waiting({ label, minHeight }: { label: string; minHeight: number }) {
  return (
    <Center mih={minHeight} role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text size={minHeight > 100 ? 'md' : 'sm'}>{label}</Text>
      </Group>
    </Center>
  );
}

/** Spec §2: the risks list says 'Loading...' while it waits. */
function RisksLoading() {
  const { t } = useTranslation('risks');
  return <Waiting label={t('loading')} minHeight={200} />;
}

function RiskControls({ tenantID, risk }: { tenantID: string | null; risk: RiskSummary }) {
  const { t } = useTranslation('risks');
  const compact = useCompactLayout();
  const query = useQuery(riskQueryOptions(tenantID, risk.riskID));
  // Controls already shown stay shown when a background refresh fails.
  if (!query.data) {
    if (!query.isError) return <Waiting label={t('controls.loading', { code: risk.code })} minHeight={48} />;
    return (
      <QueryError
        title={t('controls.error.title', { code: risk.code })}
        description={t('controls.error.description')}
        retryLabel={t('error.retry')}
        retrying={query.isRefetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { controls } = query.data;
  return compact ? (
    <ControlsList riskCode={risk.code} controls={controls} />
  ) : (
    <ControlsTable riskCode={risk.code} controls={controls} />
  );
}

export function RisksView({ tenantID }: { tenantID: string | null }) {
  const { t } = useTranslation('risks');
  const query = useInfiniteQuery(riskSummaryQueryOptions(tenantID));
  const columns = useRiskColumns();
  return (
    <ListView
      query={query}
      columns={columns}
      getRowID={(risk) => risk.riskID}
      rowTestID={riskRowTestID}
      renderExpanded={(risk) => <RiskControls tenantID={tenantID} risk={risk} />}
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
