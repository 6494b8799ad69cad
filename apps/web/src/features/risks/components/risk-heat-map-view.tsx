/**
 * The register's heat map view, above the list it narrows, and its chosen cell as a chip among the
 * list's filters; the cell lives in the address (`likelihood`, `consequence`).
 */
import { Button } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import type { PlainSearch } from '../../../lib/collection/plain-area';
import { riskMatrixQueryOptions } from '../../../lib/risk-matrix';
import { useTenantID } from '../../../lib/session-context';
import { riskHeatMapQueryOptions } from '../api/get-risks';
import { riskQueryOf } from '../risk-area';
import { RiskHeatMap } from './risk-heat-map';
import { Waiting } from './risk-waiting';

/** The heat map's chosen cell as it is written in the address. */
export function chosenCell(search: PlainSearch): { likelihood: number; consequence: number } | null {
  const { likelihood, consequence } = search as { likelihood?: number; consequence?: number };
  return likelihood !== undefined && consequence !== undefined ? { likelihood, consequence } : null;
}

/** The heat map's chosen cell among the filters, with its way out; the level names are the tenant's. */
export function ChosenCellChip({
  cell,
  onClear,
}: {
  cell: { likelihood: number; consequence: number } | null;
  onClear: () => void;
}) {
  const { t } = useTranslation('risks');
  const tenantID = useTenantID();
  const matrix = useQuery({ ...riskMatrixQueryOptions(tenantID), enabled: tenantID !== null && cell !== null });
  if (!cell) return null;
  const names = {
    likelihood: matrix.data?.likelihoodLevels[cell.likelihood - 1] ?? String(cell.likelihood),
    consequence: matrix.data?.consequenceLevels[cell.consequence - 1] ?? String(cell.consequence),
  };
  return (
    <Button
      variant="light"
      rightSection={<IconX size={14} aria-hidden />}
      onClick={onClear}
      aria-label={t('filters.cellClear', names)}
    >
      {t('filters.cell', names)}
    </Button>
  );
}

/** The heat map of the filtered register, above the list it narrows. */
export function RiskHeatMapView({
  search,
  onChoose,
}: {
  search: PlainSearch;
  onChoose: (cell: { likelihood?: number; consequence?: number }) => void;
}) {
  const { t } = useTranslation('risks');
  const tenantID = useTenantID();
  const matrix = useQuery(riskMatrixQueryOptions(tenantID));
  const heatMap = useQuery({
    ...riskHeatMapQueryOptions(tenantID, riskQueryOf(search)),
    placeholderData: keepPreviousData,
  });
  if (matrix.isError || heatMap.isError) {
    return (
      <QueryError
        title={t('heatMap.error')}
        description={t('error.description')}
        retryLabel={t('error.retry')}
        retrying={matrix.isRefetching || heatMap.isRefetching}
        onRetry={() => {
          void matrix.refetch();
          void heatMap.refetch();
        }}
      />
    );
  }
  if (!matrix.data || !heatMap.data) return <Waiting label={t('heatMap.loading')} minHeight={120} />;
  const selected = chosenCell(search);
  return (
    <RiskHeatMap
      matrix={matrix.data}
      counts={heatMap.data.inherent}
      selected={selected}
      onSelect={(cell) =>
        // A second click on the chosen cell lets it go.
        onChoose(
          selected?.likelihood === cell.likelihood && selected.consequence === cell.consequence
            ? { likelihood: undefined, consequence: undefined }
            : cell,
        )
      }
    />
  );
}
