/** A risk's controls below its row in the register, read when the row unfolds: a table, or cards on a phone. */
import type { RiskSummary } from '@freeboard/shared/risks/risks.schemas';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { useTenantID } from '../../../lib/session-context';
import { useCompactLayout } from '../../../lib/use-compact-layout';
import { riskQueryOptions } from '../api/get-risks';
import { ControlsList, ControlsTable } from './controls-table';
import { Waiting } from './risk-waiting';

export function RiskControls({ risk }: { risk: RiskSummary }) {
  const { t } = useTranslation('risks');
  const tenantID = useTenantID();
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
