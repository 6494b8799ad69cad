/**
 * The risks page below its title: the register (searched, filtered and sorted by the address) from
 * its summary in the shared list view, or the heat map above it; a risk's controls are read when
 * its row unfolds.
 */
import { Center, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { riskSortFields } from '@freeboard/shared/risks/risk-list-query';
import { useMemo } from 'react';
import type { RiskSummary } from '@freeboard/shared/risks/risks.schemas';
import { useTranslation } from 'react-i18next';
import { ListView } from '../../../components/list-view/list-view';
import { QueryError } from '../../../components/query-error';
import { useCompactLayout } from '../../../lib/use-compact-layout';
import { clearedSearch, isNarrowed } from '../../../lib/list-search';
import { riskMatrixQueryOptions } from '../../../lib/risk-matrix';
import { riskHeatMapQueryOptions, riskQueryOptions, riskSummaryQueryOptions } from '../api/get-risks';
import { riskQueryOf, riskViews, type RiskSearch } from '../risk-search';
import { RiskFilters } from './risk-filters';
import { RiskHeatMap } from './risk-heat-map';
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

interface RisksViewProps {
  tenantID: string | null;
  /** The address's search, filters, sort and view; none: the whole register in code order. */
  search?: RiskSearch;
  onSearchChange?: (changes: Partial<RiskSearch>) => void;
  onOpen?: (riskID: string) => void;
}

const noSearch: RiskSearch = {};

export function RisksView({ tenantID, search = noSearch, onSearchChange, onOpen }: RisksViewProps) {
  const { t } = useTranslation('risks');
  const query = riskQueryOf(search);
  const list = useInfiniteQuery({
    ...riskSummaryQueryOptions(tenantID, query),
    // A changed search keeps the current rows (dimmed) until the new ones arrive; another tenant starts afresh.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === tenantID ? previous : undefined),
  });
  const columns = useRiskColumns();
  const view = search.view ?? 'list';
  // The level names, for the heat map and for the chip of its chosen cell.
  const matrix = useQuery({
    ...riskMatrixQueryOptions(tenantID),
    enabled: tenantID !== null && (view === 'heat-map' || search.likelihood !== undefined),
  });
  const sortChoices = useMemo(() => riskSortFields.map((field) => ({ field, label: t(`fields.${field}`) })), [t]);
  const change = onSearchChange ?? (() => undefined);
  const levels = matrix.data
    ? { likelihood: matrix.data.likelihoodLevels, consequence: matrix.data.consequenceLevels }
    : undefined;
  return (
    <Stack gap="md">
      {onSearchChange ? (
        <SegmentedControl
          aria-label={t('views.label')}
          value={view}
          onChange={(next) => change({ view: next === 'list' ? undefined : next })}
          data={riskViews.map((value) => ({ value, label: t(`views.${value}`) }))}
          w="fit-content"
        />
      ) : null}
      {view === 'heat-map' ? <RiskHeatMapView tenantID={tenantID} search={search} onSearchChange={change} /> : null}
      <ListView
        query={list}
        columns={columns}
        getRowID={(risk) => risk.riskID}
        rowTestID={riskRowTestID}
        onOpenRow={onOpen ? (risk) => onOpen(risk.riskID) : undefined}
        renderExpanded={(risk) => <RiskControls tenantID={tenantID} risk={risk} />}
        loading={<RisksLoading />}
        labels={{
          caption: t('table.caption'),
          count: (total) => t('count', { count: total }),
          empty: { title: t('empty.title'), description: t('empty.description') },
          noMatch: { title: t('noMatch.title'), description: t('noMatch.description') },
          error: { title: t('error.title'), description: t('error.description'), retry: t('error.retry') },
        }}
        {...(onSearchChange
          ? {
              search: { value: search.q, onChange: (q) => change({ q }), placeholder: t('searchPlaceholder') },
              sort: {
                value: search.sort ?? riskSortFields[0],
                fields: sortChoices,
                onChange: (sort) =>
                  change({ sort: sort === riskSortFields[0] ? undefined : (sort as RiskSearch['sort']) }),
              },
              filters: <RiskFilters search={search} onChange={change} levels={levels} />,
              onClearFilters: isNarrowed(withoutView(search))
                ? () => change({ ...clearedSearch(withoutView(search)) })
                : undefined,
            }
          : {})}
      />
    </Stack>
  );
}

function withoutView({ view: _view, ...search }: RiskSearch) {
  return search;
}

/** The heat map of the filtered register, above the list it narrows. */
function RiskHeatMapView({
  tenantID,
  search,
  onSearchChange,
}: {
  tenantID: string | null;
  search: RiskSearch;
  onSearchChange: (changes: Partial<RiskSearch>) => void;
}) {
  const { t } = useTranslation('risks');
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
  const selected =
    search.likelihood !== undefined && search.consequence !== undefined
      ? { likelihood: search.likelihood, consequence: search.consequence }
      : null;
  return (
    <RiskHeatMap
      matrix={matrix.data}
      counts={heatMap.data.inherent}
      selected={selected}
      onSelect={(cell) =>
        // A second click on the chosen cell lets it go.
        onSearchChange(
          selected?.likelihood === cell.likelihood && selected.consequence === cell.consequence
            ? { likelihood: undefined, consequence: undefined }
            : cell,
        )
      }
    />
  );
}
