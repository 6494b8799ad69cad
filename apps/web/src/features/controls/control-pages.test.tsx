/**
 * Controls from their declaration: a control named by its description, its yes/no and its
 * read-only verification state in words and badges, its sections, and the Verifications section
 * recording a result (only for those who may update controls).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import areasEn from '../../../locales/en/areas.json';
import areasEs from '../../../locales/es/areas.json';
import commonEn from '../../../locales/en/common.json';
import commonEs from '../../../locales/es/common.json';
import controlsEn from '../../../locales/en/controls.json';
import controlsEs from '../../../locales/es/controls.json';
import errorsEn from '../../../locales/en/errors.json';
import errorsEs from '../../../locales/es/errors.json';
import { AreaRecordScreen } from '../../components/collection/area-record-screen';
import { renderInApp } from '../../test/app-render';
import { answerRequests, type Answer, type SeenRequest } from '../../test/network';
import { installBrowserStubs } from '../../test/render';
import { VerificationsSection } from './components/verifications-section';
import { controlPages } from './control-pages';

beforeAll(async () => {
  installBrowserStubs();
  await i18next.init({ lng: 'en', fallbackLng: 'en', resources: { en: { common: commonEn } } });
});
let restore: () => void = () => undefined;
afterEach(() => restore());

const namespaces = {
  controls: { en: controlsEn, es: controlsEs },
  common: { en: commonEn, es: commonEs },
  errors: { en: errorsEn, es: errorsEs },
  areas: { en: areasEn, es: areasEs },
};

const control = {
  controlID: '0190a000-0000-7000-8000-00000000c001',
  code: 'C-004',
  description: 'Seepage pumps kept running',
  priority: 'P1' as const,
  proactiveOrReactive: 'reactive' as const,
  critical: true,
  type: 'control' as const,
  status: 'in-place' as const,
  dueDate: null,
  ownerID: null,
  ownerName: null,
  nature: 'object' as const,
  performanceStandard: 'Both pumps start within 5 minutes.',
  verificationFrequency: 'monthly' as const,
  lastVerifiedAt: '2026-01-15',
  lastVerificationResult: 'not_effective' as const,
  verificationDueDate: '2026-02-15',
  verificationOverdue: true,
  riskCount: 2,
  version: 4,
  createdAt: '2025-06-01T10:00:00Z',
  updatedAt: '2026-01-15T10:00:00Z',
};

function network(answer: (request: SeenRequest) => Answer | undefined = () => undefined) {
  const answered = answerRequests((request) => {
    const own = answer(request);
    if (own) return own;
    if (request.url === '/activity') return { status: 200, data: { data: [], meta: { nextCursor: null } } };
    if (request.url.endsWith('/verifications')) return { status: 200, data: { data: [] } };
    if (request.url === '/documents/new') {
      return { status: 200, data: { data: { documents: [], filters: { author: [], tags: [] }, nextCursor: null } } };
    }
    return { status: 200, data: { data: control } };
  });
  restore = answered.restore;
  return answered;
}

describe('controls from their declaration', { timeout: 20_000 }, () => {
  it('names a control by its description and shows its state in words and badges', async () => {
    network();
    await renderInApp(
      <AreaRecordScreen definition={controlPages.area} recordID={control.controlID} onDeleted={vi.fn()} />,
      { namespaces },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Seepage pumps kept running' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Information',
      'Verifications',
      'Actions',
    ]);
    const facts = screen.getByText('Priority').closest('dl')!;
    expect(facts).toHaveTextContent('CriticalCritical');
    expect(facts).toHaveTextContent('NatureObject');
    expect(facts).toHaveTextContent('Verification frequencyMonthly');
    expect(facts).toHaveTextContent('Last verificationJan 15, 2026Not effective');
    expect(facts).toHaveTextContent('Next verification dueFeb 15, 2026Overdue');
    expect(facts).toHaveTextContent('OwnerNot recorded');
    // The description is its name: not said again below the facts.
    expect(screen.queryByRole('heading', { level: 3, name: 'Description' })).not.toBeInTheDocument();
  });

  it('records a verification for one who may update controls', async () => {
    const user = userEvent.setup();
    const { seen } = network((request) =>
      request.method === 'POST'
        ? {
            status: 201,
            data: {
              data: {
                verificationID: '0190a000-0000-7000-8000-00000000b001',
                controlID: control.controlID,
                date: '2026-01-20',
                result: 'effective',
                note: '',
                evidence: [],
                recordedBy: null,
                createdAt: '2026-01-20T10:00:00Z',
              },
            },
          }
        : undefined,
    );
    await renderInApp(<VerificationsSection controlID={control.controlID} />, { namespaces });
    expect(await screen.findByText('This control has not been verified yet.')).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'Record verification' });
    await user.click(within(form).getByRole('button', { name: 'Record verification' }));
    expect(await within(form).findByText('Required')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/^Date/));
    await user.type(within(form).getByLabelText(/^Date/), '2026-01-20');
    await user.click(within(form).getByRole('combobox', { name: /^Result/ }));
    await user.click(await screen.findByRole('option', { name: 'Effective' }));
    await user.click(within(form).getByRole('button', { name: 'Record verification' }));
    await waitFor(() =>
      expect(seen.find((request) => request.method === 'POST')).toMatchObject({
        url: `/controls/${control.controlID}/verifications`,
        body: { date: '2026-01-20', result: 'effective', note: '', evidenceDocumentIDs: [] },
      }),
    );
  });

  it('offers no verification form to a viewer', async () => {
    network();
    await renderInApp(<VerificationsSection controlID={control.controlID} />, {
      namespaces,
      abilities: [{ action: 'read', subject: 'all' }],
    });
    expect(await screen.findByText('This control has not been verified yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record verification' })).not.toBeInTheDocument();
  });
});
