import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestQueryClient, installBrowserStubs } from '../../test/render';
import { ConsequenceRatingSection } from './components/consequence-rating-section';
import {
  answerRequests,
  crossSectionID,
  documentID,
  initValidationMessages,
  listOf,
  makeRating,
  renderAssetSafety,
  testTenantID,
  viewerRules,
} from './test-utils';

beforeAll(async () => {
  installBrowserStubs();
  await initValidationMessages();
});

let restore: () => void = () => undefined;
afterEach(() => restore());

const ratingsPath = `/cross-sections/${crossSectionID}/consequence-ratings`;

const breachDocument = {
  documentID,
  title: 'Dam break study 2024',
  revision: 'B',
  fileName: 'dam-break-2024.pdf',
  mimeType: 'application/pdf',
  sizeBytes: 1000,
  sha256: 'a'.repeat(64),
  author: 'Ana Pérez',
  tags: [],
  docType: 'breach_analysis',
  documentDate: null,
  nonAssetCategory: null,
  assetType: 'cross-section',
  assetID: crossSectionID,
  assetName: 'Chainage 0+450',
  uploadedBy: null,
  downloadUrl: `/api/documents/${documentID}/file`,
  currentVersion: 1,
  textStatus: 'indexed',
  textFailure: null,
  version: 1,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
};

function serve(ratings: ReturnType<typeof makeRating>[]) {
  let stored = ratings;
  const network = answerRequests((request) => {
    if (request.method === 'POST') {
      const rating = makeRating({
        ...(request.body as object),
        overallClass: 'very_high',
        ratedAt: '2026-02-01T10:00:00Z',
      });
      stored = [rating, ...stored];
      return { status: 201, data: { data: rating } };
    }
    if (request.url === ratingsPath) return listOf(stored);
    if (request.url === '/documents/new') {
      return {
        status: 200,
        data: { data: { documents: [breachDocument], filters: { author: [], tags: [] }, nextCursor: null } },
      };
    }
    if (request.url === `/documents/${documentID}`) {
      return { status: 200, data: { data: { ...breachDocument, mentions: [] } } };
    }
    return { status: 404, data: { code: 'not_found', status: 404 } };
  });
  restore = network.restore;
  return network;
}

describe('ConsequenceRatingSection', { timeout: 30_000 }, () => {
  it('shows the current rating by category with its evidence, then the earlier ratings', async () => {
    serve([
      makeRating({ evidenceDocumentIDs: [documentID] }),
      makeRating({ overallClass: 'significant', rationale: 'Desk study.', ratedAt: '2023-03-10T09:00:00Z' }),
    ]);
    await renderAssetSafety(<ConsequenceRatingSection crossSectionID={crossSectionID} />);

    const current = await screen.findByTestId('current-rating');
    expect(within(current).getByText('Overall class').parentElement).toHaveTextContent('High');
    expect(current).toHaveTextContent('Rated by Ana Pérez');
    const population = within(current).getByRole('rowheader', { name: 'Population at risk' }).closest('tr')!;
    expect(population).toHaveTextContent('High');
    expect(population).toHaveTextContent('60 people');
    expect(
      within(current).getByRole('rowheader', { name: 'Health, social and cultural' }).closest('tr'),
    ).toHaveTextContent('Low');
    expect(current).toHaveTextContent('Dam break study 2024: 60 people downstream');
    const evidence = await within(current).findByRole('link', { name: 'Dam break study 2024' });
    expect(evidence).toHaveAttribute('href', `/documents?section=all&document=${documentID}`);

    const earlier = screen.getAllByTestId('earlier-rating-row');
    expect(earlier).toHaveLength(1);
    expect(earlier[0]).toHaveTextContent('Mar 10, 2023');
    expect(earlier[0]).toHaveTextContent('Significant');
    expect(screen.getByRole('button', { name: 'Re-rate' })).toBeInTheDocument();
  });

  it('offers a viewer no way to rate', async () => {
    serve([]);
    await renderAssetSafety(<ConsequenceRatingSection crossSectionID={crossSectionID} />, { abilities: viewerRules });
    expect(await screen.findByText('Not rated yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /rate/i })).not.toBeInTheDocument();
  });

  it('rates a cross-section: every class required, the overall class shown, the areas above refreshed', async () => {
    const user = userEvent.setup();
    const network = serve([]);
    const queryClient = createTestQueryClient();
    const facilityKey = ['facilities', testTenantID, 'detail', 'any-facility'];
    const siteKey = ['sites', testTenantID, 'list', {}];
    queryClient.setQueryData(facilityKey, { consequenceClass: 'high' });
    queryClient.setQueryData(siteKey, { pages: [] });
    await renderAssetSafety(<ConsequenceRatingSection crossSectionID={crossSectionID} />, { queryClient });

    await user.click(await screen.findByRole('button', { name: 'Rate' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('combobox', { name: 'Population at risk' })).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('textbox', { name: 'Rationale' })).toHaveAccessibleDescription(/Required/);
    expect(network.seen.filter((request) => request.method === 'POST')).toHaveLength(0);

    const choose = async (label: string, option: string) => {
      await user.click(screen.getByRole('combobox', { name: label }));
      await user.click(await screen.findByRole('option', { name: option }));
    };
    await choose('Population at risk', 'High');
    await choose('Potential loss of life', 'Very high');
    await choose('Environment', 'Significant');
    await choose('Health, social and cultural', 'Low');
    await choose('Infrastructure and economics', 'High');
    expect(screen.getByText('Overall class:').parentElement).toHaveTextContent('Very high');
    await user.click(screen.getByRole('textbox', { name: 'Population at risk (people)' }));
    await user.paste('240');
    await user.click(screen.getByRole('textbox', { name: 'Rationale' }));
    await user.paste('New inundation mapping.');
    await user.click(screen.getByRole('combobox', { name: 'Evidence documents' }));
    await user.click(await screen.findByRole('option', { name: 'Dam break study 2024 (rev. B)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
    const post = network.seen.find((request) => request.method === 'POST');
    expect(post).toMatchObject({ url: ratingsPath, tenant: testTenantID });
    expect(post?.body).toEqual({
      categories: {
        populationAtRisk: 'high',
        potentialLossOfLife: 'very_high',
        environment: 'significant',
        healthSocialCultural: 'low',
        infrastructureEconomics: 'high',
      },
      populationAtRiskCount: 240,
      potentialLossOfLifeEstimate: null,
      rationale: 'New inundation mapping.',
      evidenceDocumentIDs: [documentID],
    });
    expect(await screen.findByTestId('current-rating')).toHaveTextContent('Very high');
    expect(screen.getByRole('button', { name: 'Re-rate' })).toBeInTheDocument();
    expect(queryClient.getQueryState(facilityKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(siteKey)?.isInvalidated).toBe(true);
  });
});
