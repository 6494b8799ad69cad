/**
 * The heat map of the register: likelihood rows (most likely on top) by consequence columns, each
 * named with the tenant matrix's level names, coloured by the rating the matrix gives the cell and
 * showing how many of the filtered risks sit there (their inherent rating). A cell is a button that
 * narrows the list to it; the chosen cell is marked pressed.
 */
import { Box, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { RiskMatrix } from '@freeboard/shared/risks/risk-matrix';
import { useTranslation } from 'react-i18next';
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

const levels = [1, 2, 3, 4, 5] as const;

export function RiskHeatMap({ matrix, counts, selected, onSelect }: RiskHeatMapProps) {
  const { t } = useTranslation('risks');
  return (
    <Paper withBorder p="sm" className={classes.frame}>
      <Stack gap="xs">
        <Table.ScrollContainer minWidth={460} type="native">
          <Table className={classes.table} withRowBorders={false} captionSide="top" data-testid="risk-heat-map">
            <Table.Caption className={classes.caption}>{t('heatMap.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th className={classes.corner}>
                  <Text size="xs" c="dimmed">
                    {t('heatMap.likelihood')} ↓ / {t('heatMap.consequence')} →
                  </Text>
                </Table.Th>
                {levels.map((consequence) => (
                  <Table.Th key={consequence} scope="col" className={classes.columnHead}>
                    <Text size="xs" fw={600}>
                      {consequence}. {matrix.consequenceLevels[consequence - 1]}
                    </Text>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...levels].reverse().map((likelihood) => (
                <Table.Tr key={likelihood}>
                  <Table.Th scope="row" className={classes.rowHead}>
                    <Text size="xs" fw={600}>
                      {likelihood}. {matrix.likelihoodLevels[likelihood - 1]}
                    </Text>
                  </Table.Th>
                  {levels.map((consequence) => {
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
                      <Table.Td key={consequence} className={classes.cellSlot}>
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
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
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
