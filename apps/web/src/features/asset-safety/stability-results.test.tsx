import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineAbilityRules } from '@freeboard/shared/auth/abilities';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserStubs } from '../../test/render';
import { StabilityResults } from './components/stability-results';
import {
  answerRequests,
  crossSectionID,
  initValidationMessages,
  listOf,
  makeResult,
  renderAssetSafety,
  testTenantID,
  viewerRules,
} from './test-utils';

beforeAll(async () => {
  installBrowserStubs();
  await initValidationMessages();
});

let restore: () => void = () => undefined;
afterEach(() => restore());

const resultsPath = `/cross-sections/${crossSectionID}/stability-results`;

function serve(results: ReturnType<typeof makeResult>[]) {
  let stored = results;
  const network = answerRequests((request) => {
    if (request.method === 'POST') {
      const body = request.body as { factorOfSafety: number };
      const result = makeResult({
        ...(request.body as object),
        minimumFactorOfSafety: 1.2,
        passes: body.factorOfSafety >= 1.2,
      });
      stored = [result, ...stored];
      return { status: 201, data: { data: result } };
    }
    if (request.method === 'DELETE') {
      stored = stored.filter((result) => !request.url.endsWith(result.resultID));
      return { status: 204 };
    }
    if (request.url === resultsPath) return listOf(stored);
    if (request.url === '/documents/new') {
      return { status: 200, data: { data: { documents: [], filters: { author: [], tags: [] }, nextCursor: null } } };
    }
    return { status: 404, data: { code: 'not_found', status: 404 } };
  });
  restore = network.restore;
  return network;
}

function rows() {
  return screen.getAllByTestId('stability-result-row');
}

describe('StabilityResults', { timeout: 30_000 }, () => {
  it('shows each result against its minimum, a failing one in words and counted above the table', async () => {
    serve([
      makeResult({ loadCase: 'pseudo_static', factorOfSafety: 0.94, minimumFactorOfSafety: 1, passes: false }),
      makeResult(),
      makeResult({ loadCase: 'rapid_drawdown', factorOfSafety: 1.4, minimumFactorOfSafety: null, passes: null }),
    ]);
    await renderAssetSafety(<StabilityResults crossSectionID={crossSectionID} />, { abilities: viewerRules });

    expect(await screen.findByRole('alert')).toHaveTextContent('1 result is below its minimum factor of safety');
    const [failing, passing, unjudged] = rows();
    expect(failing).toHaveTextContent('Pseudo-static');
    expect(failing).toHaveTextContent('0.94');
    expect(failing).toHaveTextContent('1.00');
    expect(within(failing!).getByText('Fail')).toBeInTheDocument();
    expect(passing).toHaveTextContent('Long-term static');
    expect(passing).toHaveTextContent('1.62');
    expect(within(passing!).getByText('Pass')).toBeInTheDocument();
    expect(passing).toHaveTextContent('Nov 4, 2025');
    expect(within(unjudged!).getByText('No minimum set')).toBeInTheDocument();
    // A viewer changes nothing.
    expect(screen.queryByRole('button', { name: 'Add result' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('lets an engineer add a result but not delete one: a result is evidence, removed by managers', async () => {
    serve([makeResult()]);
    await renderAssetSafety(<StabilityResults crossSectionID={crossSectionID} />, {
      abilities: defineAbilityRules({ role: 'engineer', isTenantAdmin: false, isPlatformAdmin: false }),
    });
    await screen.findAllByTestId('stability-result-row');
    expect(screen.getByRole('button', { name: 'Add result' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('adds a result, which the table then judges', async () => {
    const user = userEvent.setup();
    const network = serve([]);
    await renderAssetSafety(<StabilityResults crossSectionID={crossSectionID} />);

    expect(await screen.findByText('No stability results recorded yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add result' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('combobox', { name: 'Load case' })).toHaveAccessibleDescription('Required');
    expect(network.seen.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: 'Load case' }));
    await user.click(await screen.findByRole('option', { name: 'Post-earthquake' }));
    await user.click(screen.getByRole('textbox', { name: 'Method' }));
    await user.paste('Spencer');
    await user.click(screen.getByRole('textbox', { name: 'Factor of safety' }));
    await user.paste('1.05');
    await user.click(screen.getByLabelText(/^Analysis date/));
    await user.paste('2026-01-15');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(network.seen.find((request) => request.method === 'POST')).toMatchObject({
      url: resultsPath,
      tenant: testTenantID,
      body: {
        loadCase: 'post_earthquake',
        method: 'Spencer',
        factorOfSafety: 1.05,
        analysisDate: '2026-01-15',
        documentID: null,
      },
    });
    expect(within(rows()[0]!).getByText('Fail')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('1 result is below');
  });

  it('deletes a result after a confirmation', async () => {
    const user = userEvent.setup();
    const network = serve([makeResult({ method: 'Bishop' })]);
    await renderAssetSafety(<StabilityResults crossSectionID={crossSectionID} />);

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this stability result?' });
    expect(dialog).toHaveTextContent('Long-term static, Bishop, factor of safety 1.62');
    await user.click(within(dialog).getByRole('button', { name: 'Delete result' }));

    await waitFor(() => expect(screen.getByText('No stability results recorded yet.')).toBeInTheDocument());
    expect(network.seen.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });
});
