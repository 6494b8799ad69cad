import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLevelLabels, defaultRiskMatrix } from '@freeboard/shared/risks/risk-matrix';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RiskHeatMap } from './components/risk-heat-map';
import { installBrowserStubs, renderWithProviders } from './test-utils';

beforeAll(installBrowserStubs);

const matrix = {
  likelihoodLevels: [...defaultLevelLabels.en.likelihood],
  consequenceLevels: [...defaultLevelLabels.en.consequence],
  cells: defaultRiskMatrix.map((row) => [...row]),
};

/** Three risks at likelihood 3 × consequence 5, one at 1 × 1. */
function counts() {
  const cells = Array.from({ length: 5 }, () => [0, 0, 0, 0, 0]);
  cells[2]![4] = 3;
  cells[0]![0] = 1;
  return cells;
}

describe('RiskHeatMap', () => {
  it('draws likelihood rows (most likely on top) by consequence columns, named by the tenant matrix', async () => {
    await renderWithProviders(<RiskHeatMap matrix={matrix} counts={counts()} onSelect={() => undefined} />);
    const table = screen.getByTestId('risk-heat-map');
    const rowHeads = within(table)
      .getAllByRole('rowheader')
      .map((head) => head.textContent);
    expect(rowHeads).toEqual(['5. Almost certain', '4. Likely', '3. Possible', '2. Unlikely', '1. Rare']);
    const columnHeads = within(table)
      .getAllByRole('columnheader')
      .slice(1)
      .map((head) => head.textContent);
    expect(columnHeads).toEqual(['1. Minor', '2. Moderate', '3. Major', '4. Severe', '5. Catastrophic']);
    expect(screen.getAllByTestId('heat-map-cell')).toHaveLength(25);
  });

  it('colours each cell by the rating the matrix gives it and shows its count', async () => {
    const custom = { ...matrix, cells: matrix.cells.map((row) => row.map(() => 1)) };
    custom.cells[2]![4] = 4;
    await renderWithProviders(<RiskHeatMap matrix={custom} counts={counts()} onSelect={() => undefined} />);
    const critical = screen.getByRole('button', {
      name: /^3 risks, likelihood Possible, consequence Catastrophic: Critical/,
    });
    expect(critical).toHaveAttribute('data-rating', '4');
    expect(critical).toHaveAttribute('data-count', '3');
    const rare = screen.getByRole('button', { name: /^1 risk, likelihood Rare, consequence Minor: Low/ });
    expect(rare).toHaveAttribute('data-rating', '1');
  });

  it('chooses a cell by its likelihood and consequence, and marks the chosen one pressed', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    await renderWithProviders(
      <RiskHeatMap
        matrix={matrix}
        counts={counts()}
        selected={{ likelihood: 1, consequence: 1 }}
        onSelect={onSelect}
      />,
    );
    await user.click(screen.getByRole('button', { name: /likelihood Possible, consequence Catastrophic/ }));
    expect(onSelect).toHaveBeenCalledWith({ likelihood: 3, consequence: 5 });
    const pressed = screen.getAllByRole('button', { pressed: true });
    expect(pressed).toHaveLength(1);
    expect(pressed[0]).toHaveAttribute('data-likelihood', '1');
  });

  it('speaks Spanish', async () => {
    const spanish = {
      ...matrix,
      likelihoodLevels: [...defaultLevelLabels.es.likelihood],
      consequenceLevels: [...defaultLevelLabels.es.consequence],
    };
    await renderWithProviders(<RiskHeatMap matrix={spanish} counts={counts()} onSelect={() => undefined} />, {
      language: 'es',
    });
    expect(
      screen.getByRole('button', { name: /^3 riesgos, probabilidad Posible, consecuencia Catastrófica: Crítico/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Riesgos por probabilidad y consecuencia inherentes')).toBeInTheDocument();
  });
});
