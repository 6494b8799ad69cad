import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HttpRequest } from '../../lib/http';
import { DocumentDrawer } from './components/document-drawer';
import { makeDocument } from './test-fixtures';
import {
  answerWith,
  installBrowserStubs,
  ok,
  problem,
  renderDocumentScreen,
  restoreNetwork,
  testTenantID,
} from './test-utils';

beforeAll(installBrowserStubs);
afterEach(restoreNetwork);

describe('DocumentDrawer', { timeout: 15_000 }, () => {
  it('shows the document named in the address, and closes', async () => {
    const user = userEvent.setup();
    const document = makeDocument({ title: 'Dam break study' });
    answerWith(async (config) =>
      config.url === `/documents/${document.documentID}`
        ? ok({ data: { ...document, mentions: [] } })
        : ok({ data: [] }),
    );
    const onClose = vi.fn();
    await renderDocumentScreen(
      <DocumentDrawer tenantID={testTenantID} documentID={document.documentID} onClose={onClose} />,
    );
    expect(await screen.findByRole('dialog', { name: 'Dam break study' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says that a document of no such ID exists here (unknown, removed or another organization’s)', async () => {
    answerWith(async () => problem(404, 'document_not_found'));
    await renderDocumentScreen(
      <DocumentDrawer tenantID={testTenantID} documentID="0190a000-0000-7000-8000-0000000000ff" onClose={vi.fn()} />,
    );
    const drawer = await screen.findByRole('dialog', { name: 'Document not found' });
    expect(drawer).toHaveTextContent('This document does not exist in this organization, or it has been removed.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says the same of an address whose ID is malformed, without asking the API', async () => {
    const requests: HttpRequest[] = [];
    answerWith(async (config) => {
      requests.push(config);
      return ok({});
    });
    await renderDocumentScreen(<DocumentDrawer tenantID={testTenantID} documentID="not-an-id" onClose={vi.fn()} />, {
      language: 'es',
    });
    const drawer = await screen.findByRole('dialog', { name: 'Documento no encontrado' });
    expect(drawer).toHaveTextContent('Este documento no existe en esta organización o se ha eliminado.');
    expect(requests).toEqual([]);
  });
});
