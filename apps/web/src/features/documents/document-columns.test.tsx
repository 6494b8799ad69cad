import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeDocument } from './test-fixtures';
import {
  answerWith,
  cachedSection,
  installBrowserStubs,
  renderDocumentsView,
  restoreNetwork,
  setScreenWidth,
} from './test-utils';

beforeAll(installBrowserStubs);
afterEach(restoreNetwork);

/** The element whose whole text, its children's included, is `text` (a date or a size is a span of its own). */
function wholeText(text: string) {
  return (_: string, element: Element | null) =>
    element?.textContent === text && [...element.children].every((child) => child.textContent !== text);
}

// Rendering a Mantine table in jsdom takes seconds of CPU on a machine busy with other work.
describe('Document columns', { timeout: 15_000 }, () => {
  it('head the table with title, author, tags, type, date and size', async () => {
    await renderDocumentsView('all', { queryClient: cachedSection('all', {}, { documents: [makeDocument()] }) }).result;
    const table = screen.getByRole('table', { name: 'Documents' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Title', 'Author', 'Tags', 'Type', 'Date', 'Size']);
    expect(within(screen.getByTestId('document-row')).getByText('oms-manual-rev-c.pdf')).toBeInTheDocument();
  });

  it('show a document without author, tags or date with dashes, not blanks', async () => {
    const document = makeDocument({ author: null, tags: [], documentDate: null });
    await renderDocumentsView('all', { queryClient: cachedSection('all', {}, { documents: [document] }) }).result;
    expect(within(screen.getByTestId('document-row')).getAllByText('–')).toHaveLength(2);
  });

  it('translate the document type and size', async () => {
    const queryClient = cachedSection('all', {}, { documents: [makeDocument()] });
    await renderDocumentsView('all', { queryClient, language: 'es' }).result;
    const row = within(screen.getByTestId('document-row'));
    expect(row.getByText('Manual de operación, mantenimiento y vigilancia')).toBeInTheDocument();
    expect(row.getByText('12,4 kB')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Tamaño' })).toBeInTheDocument();
  });
});

describe('Document columns on a phone', { timeout: 15_000 }, () => {
  beforeEach(() => setScreenWidth(390));
  afterAll(installBrowserStubs);

  it('stack each document in a card: title, file name, type · date · size, author, tags', async () => {
    const user = userEvent.setup();
    const document = makeDocument();
    const { result, onOpen } = renderDocumentsView('all', {
      queryClient: cachedSection('all', {}, { documents: [document] }),
    });
    await result;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Documents' });
    const card = within(within(list).getByTestId('document-row'));
    expect(card.getByRole('button', { name: document.title })).toBeInTheDocument();
    expect(card.getByText('oms-manual-rev-c.pdf')).toBeInTheDocument();
    expect(card.getByText(wholeText('OMS manual · Mar 12, 2026 · 12.4 kB'))).toBeInTheDocument();
    expect(card.getByText('Ana Pérez')).toBeInTheDocument();
    expect(card.getByText('gistm')).toBeInTheDocument();
    // The other columns are not repeated as labelled lines under the title.
    expect(card.queryByText('Author')).not.toBeInTheDocument();

    await user.click(card.getByText(wholeText('OMS manual · Mar 12, 2026 · 12.4 kB')));
    expect(onOpen).toHaveBeenCalledWith(document.documentID);
  });

  it('leave out what is not recorded', async () => {
    const document = makeDocument({ author: null, tags: [], documentDate: null });
    await renderDocumentsView('all', { queryClient: cachedSection('all', {}, { documents: [document] }) }).result;
    const card = within(screen.getByTestId('document-row'));
    expect(card.getByText(wholeText('OMS manual · 12.4 kB'))).toBeInTheDocument();
    expect(card.queryByText('–')).not.toBeInTheDocument();
  });

  it('still show 8 skeleton rows while the first page loads', async () => {
    answerWith(() => new Promise(() => undefined));
    await renderDocumentsView('unassigned').result;
    expect(screen.getAllByTestId('document-row-skeleton')).toHaveLength(8);
    expect(screen.getByRole('status')).toHaveTextContent('Loading documents...');
  });
});
