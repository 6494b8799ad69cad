import { screen } from '@testing-library/react';
import type { ResidualSuggestion } from '@freeboard/shared/risks/risks.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { ResidualSuggestionPanel } from './components/residual-suggestion';
import { installBrowserStubs, renderWithProviders } from './test-utils';

beforeAll(installBrowserStubs);

const controlID = '0190a000-0000-7000-8000-0000000000c1';

const suggestion: ResidualSuggestion = {
  rating: 3,
  likelihood: 3,
  consequence: 4,
  // The API's English; the panel words `details` itself.
  reasons: ['C-002 is credited', 'C-003 is not', 'C-004 fails'],
  details: [
    { kind: 'credited_likelihood', controlID, controlCode: 'C-002', why: null },
    { kind: 'not_credited', controlID, controlCode: 'C-003', why: 'verification_overdue' },
    { kind: 'critical_failing', controlID, controlCode: 'C-004', why: 'never_verified' },
    { kind: 'credited_consequence', controlID, controlCode: 'C-005', why: null },
  ],
  agreesWithChosen: true,
};

describe('ResidualSuggestionPanel', () => {
  it('shows the suggested rating with its cell and words each reason from its details', async () => {
    await renderWithProviders(<ResidualSuggestionPanel suggestion={suggestion} chosenRating={3} />);
    expect(screen.getByText('High').closest('[data-rating]')).toHaveAttribute('data-rating', '3');
    expect(screen.getByText('L3 × C4')).toBeInTheDocument();
    const reasons = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(reasons).toEqual([
      'C-002 prevents and works: one level less likely.',
      'C-003 does not count: its verification is overdue.',
      'C-004 is critical and not shown to work (it has never been verified): the residual stays at the inherent rating.',
      'C-005 mitigates and works: one level less severe.',
    ]);
    expect(screen.queryByText('C-002 is credited')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns when the chosen residual rating is not the one the controls support, and keeps the chosen one', async () => {
    await renderWithProviders(
      <ResidualSuggestionPanel suggestion={{ ...suggestion, agreesWithChosen: false }} chosenRating={1} />,
    );
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent('The chosen residual rating differs');
    expect(warning).toHaveTextContent('The residual rating chosen is Low, but the controls as verified support High.');
  });

  it('says so when no residual rating is chosen yet', async () => {
    await renderWithProviders(
      <ResidualSuggestionPanel
        suggestion={{
          ...suggestion,
          details: [{ kind: 'no_controls', controlID: null, controlCode: null, why: null }],
          agreesWithChosen: null,
        }}
        chosenRating={null}
      />,
    );
    expect(screen.getByText('No controls are linked: nothing lowers the inherent rating.')).toBeInTheDocument();
    expect(screen.getByText('No residual rating is chosen yet.')).toBeInTheDocument();
  });

  it('words the reasons in Spanish', async () => {
    await renderWithProviders(
      <ResidualSuggestionPanel suggestion={{ ...suggestion, agreesWithChosen: false }} chosenRating={1} />,
      { language: 'es' },
    );
    expect(screen.getByText('C-003 no cuenta: su verificación está vencida.')).toBeInTheDocument();
    expect(screen.getByText('C-002 previene y funciona: un nivel menos probable.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('La calificación residual elegida es Bajo');
  });
});
