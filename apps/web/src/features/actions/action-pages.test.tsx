/**
 * Actions from their declaration: the list's cells for the new kinds of field (a person, a date with
 * its Overdue badge, the source linking back, the asset linking to it), a closed action's record
 * with its evidence and Reopen, and a new action preset from the address sending only the source
 * the form shows.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import * as z from 'zod/mini';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import actionsEn from '../../../locales/en/actions.json';
import actionsEs from '../../../locales/es/actions.json';
import areasEn from '../../../locales/en/areas.json';
import areasEs from '../../../locales/es/areas.json';
import assetsEn from '../../../locales/en/assets.json';
import assetsEs from '../../../locales/es/assets.json';
import commonEn from '../../../locales/en/common.json';
import commonEs from '../../../locales/es/common.json';
import errorsEn from '../../../locales/en/errors.json';
import errorsEs from '../../../locales/es/errors.json';
import { AreaNewScreen } from '../../components/collection/area-new-screen';
import { AreaRecordScreen } from '../../components/collection/area-record-screen';
import { renderInApp } from '../../test/app-render';
import { answerRequests, type Answer, type SeenRequest } from '../../test/network';
import { installBrowserStubs } from '../../test/render';
import { actionArea } from './action-area';
import { actionPages } from './action-pages';

beforeAll(async () => {
  installBrowserStubs();
  await i18next.init({ lng: 'en', fallbackLng: 'en', resources: { en: { common: commonEn } } });
});
let restore: () => void = () => undefined;
afterEach(() => restore());

const namespaces = {
  actions: { en: actionsEn, es: actionsEs },
  common: { en: commonEn, es: commonEs },
  errors: { en: errorsEn, es: errorsEs },
  areas: { en: areasEn, es: areasEs },
  assets: { en: assetsEn, es: assetsEs },
};

const controlID = '0190a000-0000-7000-8000-00000000c001';
const facilityID = '0190a000-0000-7000-8000-00000000f001';
const action = {
  actionID: '0190a000-0000-7000-8000-00000000a001',
  code: 'A-001',
  title: 'Replace the seepage pump',
  description: '',
  source: 'control' as const,
  riskID: null,
  controlID,
  sourceRecord: { code: 'C-004', title: 'Seepage pumps kept running' },
  sourceReference: null,
  assetType: 'facility' as const,
  assetID: facilityID,
  asset: { assetType: 'facility' as const, assetID: facilityID, code: 'F-001', name: 'Main Embankment' },
  ownerID: '0190a000-0000-7000-8000-0000000000e1',
  ownerName: 'Dana Ortiz',
  priority: 'P1' as const,
  dueDate: '2026-01-10',
  status: 'open' as const,
  overdue: true,
  closedAt: null,
  closingNote: null,
  evidence: [],
  evidenceDocumentIDs: [],
  version: 2,
  createdAt: '2025-12-01T10:00:00Z',
  updatedAt: '2025-12-02T10:00:00Z',
};

function network(answer: (request: SeenRequest) => Answer | undefined = () => undefined) {
  const answered = answerRequests((request) => {
    const own = answer(request);
    if (own) return own;
    if (request.url === '/activity') return { status: 200, data: { data: [], meta: { nextCursor: null } } };
    if (request.url === '/actions')
      return { status: 200, data: { data: [action], meta: { total: 1, nextCursor: null } } };
    if (request.url === '/controls') {
      const control = { controlID, code: 'C-004', description: 'Seepage pumps kept running' };
      return { status: 200, data: { data: [control], meta: { total: 1, nextCursor: null } } };
    }
    if (request.url === '/users') return { status: 200, data: { data: [], meta: { total: 0, nextCursor: null } } };
    return { status: 200, data: { data: action } };
  });
  restore = answered.restore;
  return answered;
}

describe('actions from their declaration', { timeout: 20_000 }, () => {
  it('lists each action with its owner, due date and Overdue, source and asset as links', async () => {
    network();
    await renderInApp(<actionPages.ListPage />, { namespaces });
    const row = await screen.findByTestId('action-row');
    expect(within(row).getByRole('link', { name: 'Replace the seepage pump' })).toHaveAttribute(
      'href',
      `/actions/${action.actionID}`,
    );
    expect(row).toHaveTextContent('Open');
    expect(row).toHaveTextContent('Dana Ortiz');
    expect(row).toHaveTextContent('Jan 10, 2026');
    expect(row).toHaveTextContent('Overdue');
    expect(within(row).getByRole('link', { name: 'C-004 Seepage pumps kept running' })).toHaveAttribute(
      'href',
      `/controls/${controlID}`,
    );
    expect(within(row).getByRole('link', { name: 'F-001 Main Embankment' })).toHaveAttribute(
      'href',
      `/facilities/${facilityID}`,
    );
    // The filters the declaration offers: its choices and the overdue yes/no.
    for (const name of ['Status', 'Priority', 'Source', 'Overdue']) {
      expect(screen.getByRole('combobox', { name })).toBeInTheDocument();
    }
  });

  it('shows a done action by its title, with its closing note, evidence and Reopen', async () => {
    const done = {
      ...action,
      status: 'done' as const,
      overdue: false,
      closedAt: '2026-02-01T09:30:00Z',
      closingNote: 'Pump replaced and tested.',
      evidence: [{ documentID: '0190a000-0000-7000-8000-00000000d001', title: 'Pump test record' }],
      evidenceDocumentIDs: ['0190a000-0000-7000-8000-00000000d001'],
    };
    network((request) =>
      request.url === `/actions/${action.actionID}` ? { status: 200, data: { data: done } } : undefined,
    );
    await renderInApp(
      <AreaRecordScreen definition={actionPages.area} recordID={action.actionID} onDeleted={vi.fn()} />,
      { namespaces },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Replace the seepage pump' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close action' })).not.toBeInTheDocument();
    expect(screen.getByText('Pump replaced and tested.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pump test record' })).toBeInTheDocument();
    const facts = screen.getByText('Owner').closest('dl')!;
    expect(facts).toHaveTextContent('OwnerDana Ortiz');
    expect(facts).toHaveTextContent('SourceControl');
    expect(facts).not.toHaveTextContent('Overdue');
  });

  it('presets a new action from the address and sends only the source the form shows', async () => {
    const user = userEvent.setup();
    const { seen } = network((request) =>
      request.method === 'POST' ? { status: 201, data: { data: action } } : undefined,
    );
    const onCreated = vi.fn();
    await renderInApp(
      <AreaNewScreen
        definition={actionPages.area}
        preset={{ source: 'control', controlID } as never}
        onCreated={onCreated}
        onCancel={vi.fn()}
      />,
      { namespaces },
    );
    expect(await screen.findByRole('combobox', { name: 'Source' })).toHaveValue('Control');
    expect(screen.getByRole('combobox', { name: /^Control/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Risk/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Check the backup pump');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(action.actionID));
    expect(seen.find((request) => request.method === 'POST')?.body).toMatchObject({
      title: 'Check the backup pump',
      source: 'control',
      controlID,
      riskID: null,
      status: 'open',
      priority: 'P3',
      assetType: null,
      assetID: null,
    });
  });

  it('takes the preset values of the form from the address, and only those', () => {
    const { validateSearch } = actionArea.newSearch;
    expect(z.parse(validateSearch, { source: 'risk', riskID: 'r1', sort: 'x', overdue: 'true' })).toEqual({
      source: 'risk',
      riskID: 'r1',
    });
  });
});
