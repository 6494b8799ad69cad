import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DocumentsTable } from './components/documents-table';
import { makeDocument } from './test-fixtures';
import { installBrowserStubs, renderWithProviders, setScreenWidth } from './test-utils';

beforeAll(installBrowserStubs);

describe('DocumentsTable', () => {
  it('renders exactly 8 skeleton rows while the first page loads', async () => {
    await renderWithProviders(<DocumentsTable documents={undefined} onOpen={vi.fn()} />);
    expect(screen.getAllByTestId('document-row-skeleton')).toHaveLength(8);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows a document without author, tags or date with dashes, not blanks', async () => {
    await renderWithProviders(
      <DocumentsTable documents={[makeDocument({ author: null, tags: [], documentDate: null })]} onOpen={vi.fn()} />,
    );
    expect(within(screen.getByTestId('document-row')).getAllByText('–')).toHaveLength(2);
  });

  it('translates the document type', async () => {
    await renderWithProviders(<DocumentsTable documents={[makeDocument()]} onOpen={vi.fn()} />, { language: 'es' });
    expect(screen.getByText('Manual de operación, mantenimiento y vigilancia')).toBeInTheDocument();
    expect(screen.getByText('12,4 kB')).toBeInTheDocument();
  });
});

describe('DocumentsTable on a phone', () => {
  beforeAll(() => setScreenWidth(360));
  afterAll(installBrowserStubs);

  it('stacks each document in one cell', async () => {
    await renderWithProviders(<DocumentsTable documents={[makeDocument()]} onOpen={vi.fn()} />);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Document']);
    const row = within(screen.getByTestId('document-row'));
    expect(row.getByText('OMS manual · Mar 12, 2026 · 12.4 kB')).toBeInTheDocument();
    expect(row.getByText('Ana Pérez')).toBeInTheDocument();
  });

  it('still shows 8 skeleton rows while loading', async () => {
    await renderWithProviders(<DocumentsTable documents={undefined} onOpen={vi.fn()} />);
    expect(screen.getAllByTestId('document-row-skeleton')).toHaveLength(8);
  });
});
