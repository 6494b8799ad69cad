import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Risk } from '@freeboard/shared/risks/risks.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderInApp, testTenantID } from '../../test/app-render';
import { riskQueryOptions, riskSummaryQueryOptions } from './api/get-risks';
import { RiskList } from './components/risk-list';
import { makeControl, makeRisk, summaryOf } from './test-fixtures';
import { createTestQueryClient, installBrowserStubs, setScreenWidth, registerNamespaces } from './test-utils';

beforeAll(installBrowserStubs);

/** The register as the risks page shows it, from a cache already holding its summary and these risks. */
async function renderRegister(register: Risk[], { language = 'en' }: { language?: 'en' | 'es' } = {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(riskSummaryQueryOptions(testTenantID).queryKey, {
    pages: [{ data: register.map(summaryOf), meta: { total: register.length, nextCursor: null } }],
    pageParams: [null],
  });
  for (const risk of register)
    queryClient.setQueryData(riskQueryOptions(testTenantID, risk.riskID).queryKey, { ...risk, name: risk.title });
  return renderInApp(<RiskList search={{}} onSearchChange={() => undefined} onOpen={() => undefined} />, {
    namespaces: await registerNamespaces(),
    queryClient,
    language,
  });
}

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

describe('the risk register', { timeout: 15_000 }, () => {
  it('shows one row per risk with its code, title, ratings, control count and critical-control status', async () => {
    await renderRegister(risks);
    const rows = await screen.findAllByTestId('risk-row');
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
    await renderRegister(risks);
    const toggle = await screen.findByRole('button', { name: 'Show the controls of R-001' });
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
    await renderRegister(risks);
    await screen.findAllByTestId('risk-row');
    const toggle = screen.getByRole('button', { name: 'Show the controls of R-001' });
    // Past the search and filters, the first row's toggle is the next stop.
    for (let stop = 0; stop < 30 && document.activeElement !== toggle; stop += 1) await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('table', { name: 'Controls of R-001' })).toBeInTheDocument();
  });

  it('says when a risk has no controls', async () => {
    const user = userEvent.setup();
    await renderRegister(risks);
    await user.click(await screen.findByRole('button', { name: 'Show the controls of R-002' }));
    expect(screen.getByText('No controls are linked to this risk.')).toBeInTheDocument();
  });

  it('formats due dates in the user language', async () => {
    const user = userEvent.setup();
    await renderRegister(risks, { language: 'es' });
    await user.click(await screen.findByRole('button', { name: 'Mostrar los controles de R-001' }));
    expect(screen.getByText('12 mar 2026')).toBeInTheDocument();
    expect(screen.getByText('Sin fecha límite')).toBeInTheDocument();
  });
});

describe('the risk register on a phone', { timeout: 15_000 }, () => {
  beforeAll(() => setScreenWidth(360));
  afterAll(installBrowserStubs);

  it('stacks each risk in a card, with its ratings and critical-control status', async () => {
    await renderRegister(risks);
    const cards = await screen.findAllByTestId('risk-row');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const first = within(cards[0]!);
    expect(first.getByText('Overtopping of the main embankment')).toBeInTheDocument();
    expect(first.getByText('R-001')).toBeInTheDocument();
    expect(first.getByText('Inherent')).toBeInTheDocument();
    expect(first.getByText('Critical')).toBeInTheDocument();
    expect(first.getByText('Medium')).toBeInTheDocument();
    expect(first.getByText('Controls')).toBeInTheDocument();
    expect(first.getByText('1 critical · 1 not in place')).toBeInTheDocument();
  });

  it('lists the controls of an expanded risk', async () => {
    const user = userEvent.setup();
    await renderRegister(risks);
    await user.click(await screen.findByRole('button', { name: 'Show the controls of R-001' }));
    const list = screen.getByRole('list', { name: 'Controls of R-001' });
    const [critical] = within(list).getAllByTestId('control-row');
    expect(within(critical!).getByText('Spillway capacity check')).toBeInTheDocument();
    expect(within(critical!).getByText('Not in place')).toBeInTheDocument();
    expect(within(critical!).getByText('Due date: Mar 12, 2026', { exact: false })).toBeInTheDocument();
  });
});
