import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RisksTable } from './components/risks-table';
import { makeControl, makeRisk } from './test-fixtures';
import { installBrowserStubs, renderWithProviders, setScreenWidth } from './test-utils';

beforeAll(installBrowserStubs);

const risks = [
  makeRisk({
    code: 'R-001',
    title: 'Overtopping of the main embankment',
    inherentRiskRating: 4,
    residualRiskRating: 2,
    controls: [
      makeControl({
        code: 'C-001',
        description: 'Spillway capacity check',
        priority: 'P1',
        critical: true,
        status: 'not-in-place',
        dueDate: '2026-03-12',
      }),
      makeControl({
        code: 'C-002',
        description: 'Piezometer readings',
        priority: 'P3',
        proactiveOrReactive: 'reactive',
        type: 'data-collection',
        status: 'planned',
      }),
    ],
  }),
  makeRisk({ code: 'R-002', title: 'Seepage through the foundation', residualRiskRating: null, controls: [] }),
];

describe('RisksTable', () => {
  it('shows one row per risk with its code, title, ratings, control count and critical-control status', async () => {
    await renderWithProviders(<RisksTable risks={risks} />);
    const rows = screen.getAllByTestId('risk-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('R-001')).toBeInTheDocument();
    expect(first.getByText('Critical')).toBeInTheDocument();
    expect(first.getByText('Medium')).toBeInTheDocument();
    expect(first.getByText('2')).toBeInTheDocument();
    expect(first.getByText('1 critical · 1 not in place')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Not rated')).toBeInTheDocument();
  });

  it('expands a row to its controls with a button that reports its state', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<RisksTable risks={risks} />);
    const toggle = screen.getByRole('button', { name: 'Show the controls of R-001' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Spillway capacity check')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide the controls of R-001');
    const controls = screen.getByRole('table', { name: 'Controls of R-001' });
    const [critical, planned] = within(controls).getAllByTestId('control-row');
    expect(within(critical!).getByText('Spillway capacity check')).toBeInTheDocument();
    expect(within(critical!).getByText('P1')).toBeInTheDocument();
    expect(within(critical!).getByText('Proactive')).toBeInTheDocument();
    expect(within(critical!).getByText('Critical')).toBeInTheDocument();
    expect(within(critical!).getByText('Control')).toBeInTheDocument();
    expect(within(critical!).getByText('Not in place')).toBeInTheDocument();
    expect(within(critical!).getByText('Mar 12, 2026')).toBeInTheDocument();
    expect(within(planned!).getByText('Reactive')).toBeInTheDocument();
    expect(within(planned!).getByText('Data collection')).toBeInTheDocument();
    expect(within(planned!).getByText('Planned')).toBeInTheDocument();
    expect(within(planned!).getByText('No due date')).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Spillway capacity check')).not.toBeInTheDocument();
  });

  it('expands from the keyboard', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<RisksTable risks={risks} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show the controls of R-001' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('table', { name: 'Controls of R-001' })).toBeInTheDocument();
  });

  it('says when a risk has no controls', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<RisksTable risks={risks} />);
    await user.click(screen.getByRole('button', { name: 'Show the controls of R-002' }));
    expect(screen.getByText('No controls are linked to this risk.')).toBeInTheDocument();
  });

  it('formats due dates in the user language', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<RisksTable risks={risks} />, { language: 'es' });
    await user.click(screen.getByRole('button', { name: 'Mostrar los controles de R-001' }));
    expect(screen.getByText('12 mar 2026')).toBeInTheDocument();
    expect(screen.getByText('Sin fecha límite')).toBeInTheDocument();
  });
});

describe('RisksTable on a phone', () => {
  beforeAll(() => setScreenWidth(360));
  afterAll(installBrowserStubs);

  it('stacks each risk in one cell, with its ratings and critical-control status', async () => {
    await renderWithProviders(<RisksTable risks={risks} />);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Controls', 'Risk']);
    const first = within(screen.getAllByTestId('risk-row')[0]!);
    expect(first.getByText('Overtopping of the main embankment')).toBeInTheDocument();
    expect(first.getByText('Inherent')).toBeInTheDocument();
    expect(first.getByText('Critical')).toBeInTheDocument();
    expect(first.getByText('Medium')).toBeInTheDocument();
    expect(first.getByText('2 controls')).toBeInTheDocument();
    expect(first.getByText('1 critical · 1 not in place')).toBeInTheDocument();
  });

  it('lists the controls of an expanded risk', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<RisksTable risks={risks} />);
    await user.click(screen.getByRole('button', { name: 'Show the controls of R-001' }));
    const list = screen.getByRole('list', { name: 'Controls of R-001' });
    const [critical] = within(list).getAllByTestId('control-row');
    expect(within(critical!).getByText('Spillway capacity check')).toBeInTheDocument();
    expect(within(critical!).getByText('Not in place')).toBeInTheDocument();
    expect(within(critical!).getByText('Due date: Mar 12, 2026', { exact: false })).toBeInTheDocument();
  });
});
