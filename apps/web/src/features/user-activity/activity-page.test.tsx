import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityEntry } from '@freeboard/shared/activity/activity.schemas';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import activityEn from '../../../locales/en/activity.json';
import activityEs from '../../../locales/es/activity.json';
import commonEn from '../../../locales/en/common.json';
import commonEs from '../../../locales/es/common.json';
import sitesEn from '../../../locales/en/sites.json';
import sitesEs from '../../../locales/es/sites.json';
import { http } from '../../lib/api';
import type * as SaveBlobModule from '../../lib/save-blob';
import { saveBlob } from '../../lib/save-blob';
import { renderInApp } from '../../test/app-render';
import { answerRequests } from '../../test/network';
import { installBrowserStubs } from '../../test/render';
import type { ActivitySearch } from './activity-search';
import { SubjectWordsContext } from '../../lib/collection/declared-words';
import { ActivityPage } from './components/activity-page';

// jsdom cannot save a file: the test sees what would be handed to the browser's save dialog.
vi.mock('../../lib/save-blob', async (importOriginal) => ({
  ...(await importOriginal<typeof SaveBlobModule>()),
  saveBlob: vi.fn(),
}));

beforeAll(installBrowserStubs);

let restore: () => void = () => undefined;
afterEach(() => {
  restore();
  vi.restoreAllMocks();
});

const siteID = '0190a000-0000-7000-8000-0000000000d1';

function makeEntry(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    activityID: '0190a000-0000-7000-8000-0000000000e1',
    actor: { userID: '0190a000-0000-7000-8000-0000000000b1', name: 'Alex Morgan' },
    action: 'update',
    subjectType: 'Site',
    subjectID: siteID,
    summary: 'Renamed site S-001',
    changes: { name: { before: 'Cerro Alto', after: 'Cerro Alto Copper Mine' }, region: { before: null, after: '' } },
    createdAt: '2026-03-12T14:05:00.000Z',
    ...overrides,
  };
}

const entries = [
  makeEntry(),
  makeEntry({
    activityID: '0190a000-0000-7000-8000-0000000000e2',
    actor: null,
    action: 'auth.sign_in_failed',
    subjectType: 'User',
    subjectID: null,
    summary: 'A sign-in failed',
    changes: null,
  }),
];

async function renderPage(
  search: ActivitySearch = {},
  {
    meta = { total: entries.length, nextCursor: null },
    ...options
  }: {
    abilities?: { action: 'read' | 'manage'; subject: 'Site' | 'all' }[];
    language?: 'en' | 'es';
    meta?: { total: number; nextCursor: string | null; totalIsLowerBound?: true };
  } = {},
) {
  const network = answerRequests(() => ({ status: 200, data: { data: entries, meta } }));
  restore = network.restore;
  // The routes hand in every area's declaration; a site's words are enough here.
  const words = (subject: string) => (subject === 'Site' ? { namespace: 'sites', fields: {} } : undefined);
  const page = (
    <SubjectWordsContext value={words}>
      <ActivityPage search={search} onSearchChange={() => undefined} />
    </SubjectWordsContext>
  );
  const rendered = await renderInApp(page, {
    namespaces: {
      activity: { en: activityEn, es: activityEs },
      common: { en: commonEn, es: commonEs },
      sites: { en: sitesEn, es: sitesEs },
    },
    ...options,
  });
  return { network, rendered };
}

describe('the User activity page', { timeout: 15_000 }, () => {
  it('shows each entry: when, who (or the system), the action and the record in words, and its summary', async () => {
    await renderPage();
    const rows = await screen.findAllByTestId('activity-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('Alex Morgan')).toBeInTheDocument();
    expect(first.getByText('Changed')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Site' })).toHaveAttribute('href', `/sites/${siteID}`);
    expect(first.getByText('Renamed site S-001')).toBeInTheDocument();
    expect(rows[0]!.querySelector('time')).toHaveAttribute('dateTime', '2026-03-12T14:05:00.000Z');
    const second = within(rows[1]!);
    expect(second.getByText('System')).toBeInTheDocument();
    expect(second.getByText('Failed to sign in')).toBeInTheDocument();
    expect(screen.getByText('2 entries')).toBeInTheDocument();
  });

  it("unfolds an entry into its changed fields, before and after, named in the record's area words", async () => {
    const user = userEvent.setup();
    await renderPage();
    const [changed, signIn] = await screen.findAllByTestId('activity-row');
    expect(within(signIn!).queryByRole('button')).not.toBeInTheDocument();
    const toggle = within(changed!).getByRole('button', { name: 'Show changes' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide changes');

    const table = screen.getByRole('table', { name: 'Changes: Renamed site S-001' });
    const [, nameRow, ...others] = within(table).getAllByRole('row');
    expect(within(nameRow!).getByRole('rowheader')).toHaveTextContent('Name');
    expect(
      within(nameRow!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Cerro Alto', 'Cerro Alto Copper Mine']);
    // A field blank before and after says nothing.
    expect(others).toHaveLength(0);
  });

  it('says when the trail is longer than the API counts', async () => {
    await renderPage({}, { meta: { total: 10_000, totalIsLowerBound: true, nextCursor: 'next' } });
    await screen.findAllByTestId('activity-row');
    expect(screen.getByText('More than 10,000 entries')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await renderPage({}, { language: 'es' });
    const [first] = await screen.findAllByTestId('activity-row');
    expect(within(first!).getByText('Modificó')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Sitio' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
  });

  it('exports exactly the filtered trail, headed in the reader’s language', async () => {
    const user = userEvent.setup();
    await renderPage({ subjectType: 'Site', q: 'renamed', from: '2026-03-01' }, { language: 'es' });
    await screen.findAllByTestId('activity-row');
    const blob = new Blob(['Fecha y hora (UTC),Persona\n']);
    const get = vi.spyOn(http, 'get').mockResolvedValueOnce({
      data: blob,
      status: 200,
      headers: new Headers({ 'content-disposition': 'attachment; filename="activity-2026-03-12.csv"' }),
    });
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(blob, 'activity-2026-03-12.csv'));
    expect(get).toHaveBeenCalledWith(
      '/activity/export',
      expect.objectContaining({
        params: {
          subjectType: 'Site',
          q: 'renamed',
          from: new Date(2026, 2, 1).toISOString(),
          format: 'csv',
          lang: 'es',
        },
        responseType: 'blob',
      }),
    );
  });

  it('tells someone who may not read the trail so, and asks the API nothing', async () => {
    const { network } = await renderPage({}, { abilities: [{ action: 'read', subject: 'Site' }] });
    expect(await screen.findByText('Not allowed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'User activity' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(network.seen).toEqual([]);
  });
});
