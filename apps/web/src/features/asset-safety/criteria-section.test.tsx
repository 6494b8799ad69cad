import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserStubs } from '../../test/render';
import { CriteriaSection } from './components/criteria-section';
import {
  answerRequests,
  facilityAncestors,
  facilityID,
  initValidationMessages,
  makeCriteria,
  problem,
  renderAssetSafety,
  siteID,
  testTenantID,
  viewerRules,
  type SeenRequest,
} from './test-utils';

beforeAll(async () => {
  installBrowserStubs();
  await initValidationMessages();
});

let restore: () => void = () => undefined;
afterEach(() => restore());

const criteriaPath = `/facilities/${facilityID}/criteria`;

/** Criteria of the facility: the operating flood set here, freeboard from the site, the rest defaults. */
const facilityCriteria = makeCriteria(
  { floodAepOperation: [5000, 'facility', facilityID], minFreeboardM: [1.5, 'site', siteID] },
  3,
);

/** Answers the section's reads; `write` answers the PUT. */
function serve({
  criteria = facilityCriteria,
  write,
}: {
  criteria?: ReturnType<typeof makeCriteria>;
  write?: (request: SeenRequest) => { status: number; data?: unknown };
} = {}) {
  // What the server holds: a successful PUT replaces it, as the real one does.
  let current = criteria;
  const network = answerRequests((request) => {
    if (request.method === 'PUT') {
      const answer = write ? write(request) : { status: 500 };
      if (answer.status === 200) current = (answer.data as { data: typeof criteria }).data;
      return answer;
    }
    if (request.url === criteriaPath) return { status: 200, data: { data: current } };
    return { status: 404, data: { code: 'not_found', status: 404 } };
  });
  restore = network.restore;
  return network;
}

function row(key: string) {
  return screen.getAllByTestId('criterion-row').find((element) => element.dataset.criterion === key)!;
}

describe('CriteriaSection', { timeout: 15_000 }, () => {
  it('shows each criterion with its value for people and where it comes from', async () => {
    serve();
    await renderAssetSafety(
      <CriteriaSection assetType="facility" assetID={facilityID} ancestors={facilityAncestors} />,
    );

    await screen.findByRole('heading', { name: 'Flood and seismic design events' });
    expect(screen.getByRole('heading', { name: 'Minimum factors of safety' })).toBeInTheDocument();
    expect(screen.getAllByTestId('criterion-row')).toHaveLength(10);

    expect(row('floodAepOperation')).toHaveTextContent('Design flood, operation');
    expect(row('floodAepOperation')).toHaveTextContent('1 in 5,000 years');
    expect(row('floodAepOperation')).toHaveTextContent('Set here');

    expect(row('minFreeboardM')).toHaveTextContent('1.5 m');
    expect(row('minFreeboardM')).toHaveTextContent('Inherited from site');
    const link = await within(row('minFreeboardM')).findByRole('link', { name: 'S-001 Cerro Alto Copper Mine' });
    expect(link).toHaveAttribute('href', `/sites/${siteID}`);

    expect(row('minFosLongTermStatic')).toHaveTextContent('1.50');
    expect(row('minFosLongTermStatic')).toHaveTextContent('Tenant default for class High');
    expect(row('floodAepClosure')).toHaveTextContent('1 in 10,000 years');
  });

  it('offers no Edit to a viewer', async () => {
    serve();
    await renderAssetSafety(
      <CriteriaSection assetType="facility" assetID={facilityID} ancestors={facilityAncestors} />,
      { abilities: viewerRules },
    );
    await screen.findByRole('heading', { name: 'Flood and seismic design events' });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('overrides a value here and clears another, sending the version it was opened at', async () => {
    const user = userEvent.setup();
    const saved = makeCriteria({ minFreeboardM: [2.5, 'facility', facilityID] }, 4);
    const network = serve({ write: () => ({ status: 200, data: { data: saved } }) });
    await renderAssetSafety(
      <CriteriaSection assetType="facility" assetID={facilityID} ancestors={facilityAncestors} />,
    );

    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const freeboard = screen.getByRole('textbox', { name: 'Minimum freeboard' });
    expect(freeboard).toHaveValue('');
    expect(freeboard).toHaveAccessibleDescription('Empty: inherits 1.5 m.');
    await user.type(freeboard, '2.5');
    expect(screen.getByRole('textbox', { name: 'Design flood, operation' })).toHaveValue('5000');
    await user.click(screen.getByRole('button', { name: 'Clear Design flood, operation' }));
    expect(screen.getByRole('textbox', { name: 'Design flood, operation' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
    const put = network.seen.find((request) => request.method === 'PUT');
    expect(put).toMatchObject({ url: criteriaPath, tenant: testTenantID });
    const body = put?.body as { values: Record<string, number | null>; version: number };
    expect(body.version).toBe(3);
    expect(body.values.minFreeboardM).toBe(2.5);
    expect(body.values.floodAepOperation).toBeNull();
    expect(body.values.minFosLongTermStatic).toBeNull();
    expect(row('minFreeboardM')).toHaveTextContent('2.5 m');
    expect(row('minFreeboardM')).toHaveTextContent('Set here');
  });

  it('checks values with the shared rules before sending anything', async () => {
    const user = userEvent.setup();
    const network = serve();
    await renderAssetSafety(
      <CriteriaSection assetType="facility" assetID={facilityID} ancestors={facilityAncestors} />,
    );

    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: 'Long-term static' }), '0.2');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Must be at least 0.5')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Long-term static' })).toHaveAttribute('aria-invalid', 'true');
    expect(network.seen.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('on a stale version says the criteria were changed by someone else and keeps the typing', async () => {
    const user = userEvent.setup();
    serve({ write: () => problem(409, 'version_conflict') });
    await renderAssetSafety(
      <CriteriaSection assetType="facility" assetID={facilityID} ancestors={facilityAncestors} />,
    );

    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: 'Rapid drawdown' }), '1.25');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('changed by someone else');
    expect(screen.getByRole('textbox', { name: 'Rapid drawdown' })).toHaveValue('1.25');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
