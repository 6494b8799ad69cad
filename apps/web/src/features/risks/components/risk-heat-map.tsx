/**
 * The heat map of the register: likelihood rows (most likely on top) by consequence columns, each
 * named with the tenant matrix's level names, coloured by the rating the matrix gives the cell and
 * showing how many of the filtered risks sit there (their inherent rating). A cell is a button that
 * narrows the list to it; the chosen cell is marked pressed.
 */
import { Box, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { RiskMatrix } from '@freeboard/shared/risks/risk-matrix';
import { useTranslation } from 'react-i18next';
import { MatrixGrid } from '../../../components/matrix-grid';
import { isRiskRating, ratingAppearance } from '../../../lib/risk-rating';
import classes from './risk-heat-map.module.css';

export interface HeatMapCell {
  likelihood: number;
  consequence: number;
}

interface RiskHeatMapProps {
  matrix: Pick<RiskMatrix, 'likelihoodLevels' | 'consequenceLevels' | 'cells'>;
  /** `counts[l - 1][c - 1]`: how many risks sit in each cell. */
  counts: readonly (readonly number[])[];
  selected?: HeatMapCell | null;
  onSelect: (cell: HeatMapCell) => void;
}

export function RiskHeatMap({ matrix, counts, selected, onSelect }: RiskHeatMapProps) {
  const { t } = useTranslation('risks');
  return (
    <Paper withBorder p="sm" className={classes.frame}>
      <Stack gap="xs">
        <Table.ScrollContainer minWidth={460} type="native">
          <MatrixGrid
            className={classes.table}
            data-testid="risk-heat-map"
            caption={t('heatMap.caption')}
            captionClassName={classes.caption}
            parts={{
              corner: classes.corner,
              columnHead: classes.columnHead,
              rowHead: classes.rowHead,
              cell: classes.cellSlot,
            }}
            level={(axis, level) => (
              <Text size="xs" fw={600}>
                {level}. {(axis === 'likelihood' ? matrix.likelihoodLevels : matrix.consequenceLevels)[level - 1]}
              </Text>
            )}
            cell={(likelihood, consequence) => {
              const rating = matrix.cells[likelihood - 1]?.[consequence - 1] ?? 1;
              const count = counts[likelihood - 1]?.[consequence - 1] ?? 0;
              const { labelKey, color } = ratingAppearance(isRiskRating(rating) ? rating : 1);
              const isSelected = selected?.likelihood === likelihood && selected.consequence === consequence;
              const name = t('heatMap.cell', {
                count,
                likelihood: matrix.likelihoodLevels[likelihood - 1],
                consequence: matrix.consequenceLevels[consequence - 1],
                rating: t(labelKey),
              });
              return (
                <UnstyledButton
                  className={classes.cell}
                  data-rating={rating}
                  data-empty={count === 0 || undefined}
                  data-selected={isSelected || undefined}
                  data-testid="heat-map-cell"
                  data-count={count}
                  data-likelihood={likelihood}
                  data-consequence={consequence}
                  aria-pressed={isSelected}
                  aria-label={name}
                  title={name}
                  style={{ '--cell-color': `var(--mantine-color-${color.replace('.', '-')})` }}
                  onClick={() => onSelect({ likelihood, consequence })}
                >
                  <span aria-hidden>{count}</span>
                </UnstyledButton>
              );
            }}
          />
        </Table.ScrollContainer>
        <Legend />
      </Stack>
    </Paper>
  );
}

function Legend() {
  const { t } = useTranslation('risks');
  return (
    <Box component="ul" className={classes.legend} aria-label={t('heatMap.legend')}>
      {([1, 2, 3, 4] as const).map((rating) => {
        const { labelKey, color } = ratingAppearance(rating);
        return (
          <li key={rating}>
            <span
              className={classes.swatch}
              style={{ background: `var(--mantine-color-${color.replace('.', '-')})` }}
              aria-hidden
            />
            <Text span size="xs">
              {t(labelKey)}
            </Text>
          </li>
        );
      })}
    </Box>
  );
}
