import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installBrowserStubs } from '../../test/render';
import { AreaRecordScreen } from '../../components/collection/area-record-screen';
import { makeCrossSection, makeFacility } from '../../test/asset-fixtures';
import { renderAssetScreen } from '../../test/asset-render';
import { answerRequests, problem, type Answer, type SeenRequest } from '../../test/network';
import { facilityPages } from './facility-pages';

beforeAll(installBrowserStubs);

let restore: () => void = () => undefined;
afterEach(() => restore());

const facility = makeFacility();
const facilityPath = `/facilities/${facility.facilityID}`;

/** Its cross-sections and the history answer; the facility itself is answered by `record`. */
function network(record: (request: SeenRequest) => Answer | Promise<Answer>) {
  const answered = answerRequests((request) => {
    if (request.url === '/cross-sections') {
      return { status: 200, data: { data: [makeCrossSection()], meta: { total: 1, nextCursor: null } } };
    }
    if (request.url === '/activity') return { status: 200, data: { data: [], meta: { nextCursor: null } } };
    return record(request);
  });
  restore = answered.restore;
  return answered;
}

function renderFacilityPage(assetID = facility.facilityID) {
  return renderAssetScreen(<AreaRecordScreen definition={facilityPages.area} recordID={assetID} onDeleted={vi.fn()} />);
}

// A whole record page in jsdom on a small machine: give each scenario room.
describe('a facility page', { timeout: 15_000 }, () => {
  it('shows a loading state until the facility is in, then its name, details and place in the tree', async () => {
    let answer!: (value: Answer) => void;
    network(() => new Promise<Answer>((resolve) => (answer = resolve)));
    await renderFacilityPage();

    expect(await screen.findByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    answer({ status: 200, data: { data: facility } });
    expect(await screen.findByRole('heading', { level: 1, name: facility.name })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading...' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Information' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Centreline')).toBeInTheDocument();
    const placement = await screen.findByRole('list', { name: 'Where it sits' });
    expect(placement).toHaveTextContent('S-001 Cerro Alto Copper Mine');
    expect(placement).toHaveTextContent('I-001 Cerro Alto Tailings Storage Facility');
  });

  it('shows its measures in the reader’s format, and its class, review board and counts in a panel of their own', async () => {
    const gap = makeFacility({ itrbAssigned: false, heightM: 38.5 });
    network(() => ({ status: 200, data: { data: gap } }));
    await renderFacilityPage();

    await screen.findByRole('heading', { level: 1, name: facility.name });
    expect(screen.getByText('38.5')).toBeInTheDocument();
    expect(screen.getByText('610,000,000')).toBeInTheDocument();
    expect(screen.getByText('Operation')).toBeInTheDocument();
    const safety = screen.getByRole('heading', { name: 'Classification and safety' }).parentElement!;
    expect(within(safety).getByText('Independent review board')).toBeInTheDocument();
    expect(within(safety).getByRole('link', { name: '2' })).toHaveAttribute('href', expect.stringContaining('/risks'));
    // The missing member is said in words beside the code and as the review board's fact.
    expect(screen.getAllByText('No ITRB member')).toHaveLength(2);
    expect(within(safety).getByText('No ITRB member')).toBeInTheDocument();
  });

  it('names the browser tab after the facility once it is in, as its heading shows it (code and name)', async () => {
    document.title = 'Facilities · Freeboard';
    let answer!: (value: Answer) => void;
    network(() => new Promise<Answer>((resolve) => (answer = resolve)));
    await renderFacilityPage();

    await screen.findByRole('status', { name: 'Loading...' });
    expect(document.title).toBe('Facilities · Freeboard');

    answer({ status: 200, data: { data: facility } });
    await screen.findByRole('heading', { level: 1, name: facility.name });
    await waitFor(() => expect(document.title).toBe(`${facility.code} ${facility.name} · Freeboard`));
  });

  it('says an unknown facility is not found, with a way back to the list', async () => {
    const { seen } = network(() => problem(404, 'not_found'));
    await renderFacilityPage();

    expect(await screen.findByText('Facility not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the facilities' })).toHaveAttribute('href', '/facilities');
    await waitFor(() => expect(document.title).toBe('Facility not found · Freeboard'));
    expect(seen.find((request) => request.url === facilityPath)).toBeDefined();
  });

  it('treats a malformed ID as naming no facility', async () => {
    network(() => problem(400, 'validation_failed'));
    await renderFacilityPage('F-001');
    expect(await screen.findByText('Facility not found')).toBeInTheDocument();
  });

  it('offers Retry when the facility could not be loaded, and shows it once it can', async () => {
    const user = userEvent.setup();
    let failing = true;
    const { seen } = network(() => (failing ? problem(500, 'internal') : { status: 200, data: { data: facility } }));
    await renderFacilityPage();

    expect(await screen.findByText('The facility could not be loaded')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { level: 1, name: facility.name })).toBeInTheDocument();
    await waitFor(() => expect(seen.filter((request) => request.url === facilityPath)).toHaveLength(2));
  });
});
