/**
 * A plain area from its declaration alone (`declareArea`, `plainAreaPages`): the list with its
 * columns that follow from its fields and its filter, a record's facts in words, a new record's form with its preset
 * choice and the API input it sends, and the search parameters the declaration validates.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import * as z from 'zod/mini';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import commonEn from '../../../locales/en/common.json';
import commonEs from '../../../locales/es/common.json';
import errorsEn from '../../../locales/en/errors.json';
import errorsEs from '../../../locales/es/errors.json';
import areasEn from '../../../locales/en/areas.json';
import areasEs from '../../../locales/es/areas.json';
import { declareArea } from '../../lib/collection/plain-area';
import { renderInApp } from '../../test/app-render';
import { answerRequests, type Answer, type SeenRequest } from '../../test/network';
import { installBrowserStubs } from '../../test/render';
import { AreaNewScreen } from './area-new-screen';
import { AreaRecordScreen } from './area-record-screen';
import { plainAreaPages } from './plain-area-pages';

beforeAll(async () => {
  installBrowserStubs();
  // Form messages come from the app's i18next, in the user's words.
  await i18next.init({ lng: 'en', fallbackLng: 'en', resources: { en: { common: commonEn } } });
});

let restore: () => void = () => undefined;
afterEach(() => restore());

const statuses = ['open', 'closed'] as const;
const inspectionSchema = z.object({
  inspectionID: z.uuid(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.enum(statuses),
  dueDate: z.nullable(z.string()),
  depth: z.nullable(z.number()),
  inspector: z.nullable(z.string()),
  version: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const fields = {
  name: z.string().check(z.trim(), z.minLength(1)),
  description: z.optional(z.string()),
  status: z.enum(statuses),
  dueDate: z.nullable(z.iso.date()),
  depth: z.nullable(z.number()),
  inspector: z.nullable(z.string()),
};
const inspectionArea = declareArea<
  z.infer<typeof inspectionSchema>,
  { sort: 'code' | 'name' | 'status' | 'updatedAt' }
>({
  names: { path: 'inspections', subject: 'Action', noun: 'inspection', idField: 'inspectionID' },
  namespace: 'inspections',
  sortFields: ['code', 'name', 'status', 'updatedAt'],
  fields: {
    status: { kind: 'choice', values: statuses, initial: 'open', filter: true },
    dueDate: { kind: 'date' },
    depth: { kind: 'number' },
    inspector: { kind: 'optionalText', list: false },
  },
  codeExample: 'IN-001',
});
const inspectionPages = plainAreaPages(inspectionArea, {
  record: inspectionSchema,
  create: z.object({ ...fields, code: z.optional(z.string()) }),
  update: z.object({ ...fields, code: z.string(), version: z.int() }),
});

const texts = {
  title: 'Inspections',
  description: 'The inspections of this organization.',
  record: 'Inspection',
  fields: {
    code: 'Code',
    name: 'Name',
    description: 'Description',
    status: 'Status',
    dueDate: 'Due',
    depth: 'Depth (m)',
    inspector: 'Inspector',
    createdAt: 'Created',
    updatedAt: 'Last changed',
  },
  choices: { status: { open: 'Open', closed: 'Closed' } },
  filters: { any: { status: 'Any status' } },
  list: {
    caption: 'Inspections',
    searchPlaceholder: 'Code or name',
    count_one: '{{count}} inspection',
    count_other: '{{count}} inspections',
    empty: { title: 'No inspections yet', description: '' },
    noMatch: { title: 'No inspections match', description: '' },
    error: { title: 'The inspections could not be loaded', description: '' },
  },
  new: {
    button: 'New inspection',
    title: 'New inspection',
    description: 'Record an inspection.',
    created: 'Inspection {{code}} {{name}} is saved.',
    notAllowedTitle: 'Not allowed',
    notAllowed: 'No.',
  },
  page: { notFoundTitle: 'Inspection not found', notFound: '', backToList: 'Back', error: '', errorDescription: '' },
};
const namespaces = {
  inspections: { en: texts, es: texts },
  common: { en: commonEn, es: commonEs },
  errors: { en: errorsEn, es: errorsEs },
  areas: { en: areasEn, es: areasEs },
};

const inspection = {
  inspectionID: '0190a000-0000-7000-8000-00000000e001',
  code: 'IN-001',
  name: 'Spillway crest survey',
  description: 'After the wet season.',
  status: 'closed' as const,
  dueDate: '2026-03-12',
  depth: 2.5,
  inspector: null,
  version: 3,
  createdAt: '2026-01-05T10:00:00Z',
  updatedAt: '2026-02-01T10:00:00Z',
};

function network(answer: (request: SeenRequest) => Answer | undefined = () => undefined) {
  const answered = answerRequests((request) => {
    const own = answer(request);
    if (own) return own;
    if (request.url === '/activity') return { status: 200, data: { data: [], meta: { nextCursor: null } } };
    if (request.url === '/inspections') {
      return { status: 200, data: { data: [inspection], meta: { total: 1, nextCursor: null } } };
    }
    return { status: 200, data: { data: inspection } };
  });
  restore = answered.restore;
  return answered;
}

describe('a plain area from its declaration', { timeout: 15_000 }, () => {
  it('lists its records with the declared columns in words, and filters by a declared choice', async () => {
    const user = userEvent.setup();
    network();
    const { router } = await renderInApp(<inspectionPages.ListPage />, { namespaces });

    const row = await screen.findByTestId('inspection-row');
    expect(row).toHaveTextContent('IN-001');
    expect(within(row).getByRole('link', { name: 'Spillway crest survey' })).toHaveAttribute(
      'href',
      `/inspections/${inspection.inspectionID}`,
    );
    expect(row).toHaveTextContent('Closed');
    expect(row).toHaveTextContent('Mar 12, 2026');
    // Every declared field is a column unless it says otherwise: the depth is, the inspector not.
    expect(screen.getByRole('columnheader', { name: 'Depth (m)' })).toBeInTheDocument();
    expect(row).toHaveTextContent('2.5');
    expect(screen.queryByRole('columnheader', { name: 'Inspector' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New inspection' })).toHaveAttribute('href', '/inspections/new');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Closed' }));
    // The filter lives in the address, which the list's query follows.
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'closed' }));
  });

  it("shows a record's facts in words, with 'Not recorded' for what it lacks", async () => {
    network();
    await renderInApp(
      <AreaRecordScreen definition={inspectionPages.area} recordID={inspection.inspectionID} onDeleted={vi.fn()} />,
      { namespaces },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Spillway crest survey' })).toBeInTheDocument();
    const facts = screen.getByText('Due').closest('dl')!;
    expect(facts).toHaveTextContent('StatusClosed');
    expect(facts).toHaveTextContent('DueMar 12, 2026');
    expect(facts).toHaveTextContent('Depth (m)2.5');
    expect(facts).toHaveTextContent('InspectorNot recorded');
    expect(screen.getByText('After the wet season.')).toBeInTheDocument();
    // One section: its content, without a lone tab.
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('creates a record from the form, with the declared choice preset and blanks sent as null', async () => {
    const user = userEvent.setup();
    const { seen } = network((request) =>
      request.method === 'POST' ? { status: 201, data: { data: inspection } } : undefined,
    );
    const onCreated = vi.fn();
    await renderInApp(<AreaNewScreen definition={inspectionPages.area} onCreated={onCreated} onCancel={vi.fn()} />, {
      namespaces,
    });
    expect(await screen.findByRole('textbox', { name: 'Code' })).toHaveAttribute(
      'placeholder',
      'Assigned when saved, e.g. IN-001',
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Open');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(seen.some((request) => request.method === 'POST')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Decant tower check');
    await user.type(screen.getByLabelText('Due'), '2026-05-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(inspection.inspectionID));
    expect(seen.find((request) => request.method === 'POST')).toMatchObject({
      url: '/inspections',
      body: {
        name: 'Decant tower check',
        status: 'open',
        dueDate: '2026-05-01',
        depth: null,
        inspector: null,
        description: '',
      },
    });
  });

  it('validates the search parameters it declares, dropping what is not one of them', () => {
    const search = z.parse(inspectionArea.listSearch.validateSearch, { q: ' crest ', sort: '-status', status: 'lost' });
    expect(search).toEqual({ q: 'crest', sort: '-status', status: undefined });
    expect(z.parse(inspectionArea.listSearch.validateSearch, { status: 'closed' })).toMatchObject({ status: 'closed' });
    expect(z.parse(inspectionArea.recordSearch.validateSearch, { section: 'criteria' })).toEqual({
      section: 'information',
    });
    expect(inspectionArea.crumbs).toEqual({
      area: 'inspections:title',
      record: 'inspections:record',
      new: 'inspections:new.title',
    });
  });
});
