import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http } from '../../lib/api';
import { DocumentDetails, shortenChecksum } from './components/document-details';
import { makeDocument } from './test-fixtures';
import { installBrowserStubs, renderWithProviders } from './test-utils';

const originalAdapter = http.defaults.adapter;
const { createObjectURL, revokeObjectURL } = URL;

beforeAll(installBrowserStubs);
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  vi.restoreAllMocks();
});

describe('DocumentDetails', () => {
  it('shows what is known about the document', async () => {
    const document = makeDocument({ nonAssetCategory: 'social' });
    await renderWithProviders(<DocumentDetails document={document} />);
    expect(screen.getByText('oms-manual-rev-c.pdf')).toBeInTheDocument();
    expect(screen.getByText('OMS manual')).toBeInTheDocument();
    expect(screen.getByText('C')).toBeInTheDocument();
    expect(screen.getByText('Ana Pérez')).toBeInTheDocument();
    expect(screen.getByText('gistm')).toBeInTheDocument();
    expect(screen.getByText('Mar 12, 2026')).toBeInTheDocument();
    expect(screen.getByText('Social section')).toBeInTheDocument();
    expect(screen.getByText('Luis Gómez')).toBeInTheDocument();
    expect(screen.getByText('12.4 kB')).toBeInTheDocument();
    const checksum = screen.getByText(shortenChecksum(document.sha256));
    expect(checksum).toHaveAttribute('title', document.sha256);
    expect(screen.getByRole('button', { name: 'Copy the SHA-256 checksum' })).toBeInTheDocument();
  });

  it('names the asset a document is attached to', async () => {
    await renderWithProviders(
      <DocumentDetails
        document={makeDocument({
          assetType: 'facility',
          assetID: '0190a000-0000-7000-8000-0000000000c1',
          assetName: 'North tailings storage facility',
        })}
      />,
    );
    expect(screen.getByText('Facility: North tailings storage facility')).toBeInTheDocument();
  });

  it('shortens a checksum to its first and last characters', () => {
    expect(shortenChecksum('a3f1c29be04d7781aa0c8e53b7f6d2e41c9b0a8877e6f5d4c3b2a19080706050')).toBe(
      'a3f1c29be0…80706050',
    );
  });

  it('downloads the file through the API client and saves it under its file name', async () => {
    const requests: InternalAxiosRequestConfig[] = [];
    const file = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    http.defaults.adapter = async (config) => {
      requests.push(config);
      return { data: file, status: 200, statusText: 'OK', headers: {}, config };
    };
    localStorage.setItem('tenantID', '0190a000-0000-7000-8000-0000000000a1');
    // jsdom has no object URLs; the browser's would point at the blob.
    const objectURLFor = vi.fn((_blob: Blob) => 'blob:document');
    Object.assign(URL, { createObjectURL: objectURLFor, revokeObjectURL: vi.fn() });
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });

    const document = makeDocument();
    await renderWithProviders(<DocumentDetails document={document} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));

    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(requests[0]!.url).toBe(`/documents/${document.documentID}/file`);
    expect(requests[0]!.responseType).toBe('blob');
    expect(requests[0]!.headers.get('x-tenant-id')).toBe('0190a000-0000-7000-8000-0000000000a1');
    expect(objectURLFor).toHaveBeenCalledWith(file);
    expect(saved[0]).toEqual({ href: 'blob:document', download: 'oms-manual-rev-c.pdf' });
  });

  it('says so when the download fails', async () => {
    http.defaults.adapter = () => Promise.reject(new Error('Network Error'));
    await renderWithProviders(<DocumentDetails document={makeDocument()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be downloaded.');
  });
});
