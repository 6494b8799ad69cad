/**
 * The risk register's columns: each risk's code and title, its ratings, its controls and their
 * critical status, and a toggle that unfolds the risk's controls below it. On a phone the same
 * columns make a card headed by the code and title.
 */
import { Text, VisuallyHidden } from '@mantine/core';
import type { Row } from '@tanstack/react-table';
import type { RiskSummary } from '@freeboard/shared/risks/risks.schemas';
import { useMemo } from 'react';
import { AssetLink } from '../../../components/assets/asset-link';
import { MissingValue } from '../../../components/missing-value';
import { useTranslation } from 'react-i18next';
import { listColumnHelper, type ListColumn, type ListFeatures } from '../../../components/list-view/list-columns';
import { RowDetailsToggle } from '../../../components/list-view/row-details-toggle';
import { useCompactLayout } from '../../../lib/use-compact-layout';
import { CriticalControlSummary } from './critical-control-summary';
import { RiskRatingBadge } from '../../../components/risk-rating-badge';

export const riskRowTestID = 'risk-row';

const column = listColumnHelper<RiskSummary>();

function ControlsToggle({ row }: { row: Row<ListFeatures, RiskSummary> }) {
  const { t } = useTranslation('risks');
  const label = t(row.getIsExpanded() ? 'table.hideControls' : 'table.showControls', { code: row.original.code });
  return <RowDetailsToggle row={row} rowTestID={riskRowTestID} label={label} />;
}

/** The title; on a phone, where the code has no column of its own, the code leads it. */
function RiskTitle({ risk, compact }: { risk: RiskSummary; compact: boolean }) {
  if (!compact) return <>{risk.title}</>;
  return (
    <Text size="sm">
      <Text span fw={600} size="sm">
        {risk.code}
      </Text>{' '}
      {risk.title}
    </Text>
  );
}

/** The asset's code, linking to its page (named in full on hover); the row's own click stays the risk's. */
function RiskAsset({ risk }: { risk: RiskSummary }) {
  const { t } = useTranslation('risks');
  if (!risk.asset) return <MissingValue>{t('table.noAsset')}</MissingValue>;
  return (
    <AssetLink type={risk.asset.assetType} assetID={risk.asset.assetID} size="sm">
      {risk.asset.code}
    </AssetLink>
  );
}

export function useRiskColumns(): ListColumn<RiskSummary>[] {
  const { t } = useTranslation('risks');
  // Asked once for the list, not in every row it draws (each would watch the media query itself).
  const compact = useCompactLayout();
  return useMemo(
    () =>
      column.columns([
        column.display({
          id: 'controlsToggle',
          header: () => <VisuallyHidden>{t('table.expand')}</VisuallyHidden>,
          meta: { width: 40, compact: 'bare' },
          cell: ({ row }) => <ControlsToggle row={row} />,
        }),
        column.accessor('code', {
          header: t('table.code'),
          meta: { width: 72, nowrap: true, compact: 'hidden' },
          cell: ({ row }) => (
            <Text span fw={600} size="sm">
              {row.original.code}
            </Text>
          ),
        }),
        column.accessor('title', {
          header: t('table.title'),
          meta: { compact: 'title' },
          cell: ({ row }) => <RiskTitle risk={row.original} compact={compact} />,
        }),
        column.accessor('status', {
          header: t('table.status'),
          meta: { width: 92 },
          cell: ({ row }) => (
            <Text span size="sm">
              {t(`statuses.${row.original.status}`)}
            </Text>
          ),
        }),
        column.display({
          id: 'asset',
          header: t('table.asset'),
          meta: { width: 78, nowrap: true },
          cell: ({ row }) => <RiskAsset risk={row.original} />,
        }),
        column.display({
          id: 'owner',
          header: t('table.owner'),
          meta: { width: 124 },
          cell: ({ row }) =>
            row.original.ownerName ? (
              <Text span size="sm">
                {row.original.ownerName}
              </Text>
            ) : (
              <MissingValue>{t('table.noOwner')}</MissingValue>
            ),
        }),
        column.accessor('inherentRiskRating', {
          header: t('table.inherent'),
          meta: { width: 120 },
          cell: ({ row }) => <RiskRatingBadge rating={row.original.inherentRiskRating} />,
        }),
        column.accessor('residualRiskRating', {
          header: t('table.residual'),
          meta: { width: 92 },
          cell: ({ row }) => <RiskRatingBadge rating={row.original.residualRiskRating} />,
        }),
        column.accessor('controlCount', {
          header: t('table.controls'),
          meta: { width: 96, align: 'end' },
        }),
        column.display({
          id: 'criticalControls',
          header: t('table.criticalControls'),
          meta: { width: 150 },
          cell: ({ row }) => (
            <CriticalControlSummary
              critical={row.original.criticalControlCount}
              notInPlace={row.original.criticalNotInPlaceCount}
            />
          ),
        }),
      ]),
    [t, compact],
  );
}
