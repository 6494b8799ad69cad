import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLevelLabels, defaultRiskMatrix, type RiskMatrix } from '@freeboard/shared/risks/risk-matrix';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import commonEn from '../../../locales/en/common.json';
import commonEs from '../../../locales/es/common.json';
import errorsEn from '../../../locales/en/errors.json';
import errorsEs from '../../../locales/es/errors.json';
import risksEn from '../../../locales/en/risks.json';
import risksEs from '../../../locales/es/risks.json';
import settingsEn from '../../../locales/en/settings.json';
import settingsEs from '../../../locales/es/settings.json';
import { renderInApp } from '../../test/app-render';
import { answerRequests } from '../../test/network';
import { installBrowserStubs } from '../../test/render';
import { RiskMatrixEditor } from './components/risk-matrix-panel';

beforeAll(installBrowserStubs);

const namespaces = {
  settings: { en: settingsEn, es: settingsEs },
  risks: { en: risksEn, es: risksEs },
  errors: { en: errorsEn, es: errorsEs },
  common: { en: commonEn, es: commonEs },
};

const matrix: RiskMatrix = {
  likelihoodLevels: [...defaultLevelLabels.en.likelihood],
  consequenceLevels: [...defaultLevelLabels.en.consequence],
  cells: defaultRiskMatrix.map((row) => [...row]),
  version: 3,
  updatedAt: null,
};

let restore: () => void = () => undefined;
afterEach(() => restore());

const rareMinor = { name: 'Rating for likelihood Rare and consequence Minor' };

async function chooseRating(user: ReturnType<typeof userEvent.setup>, cell: HTMLElement, rating: string) {
  await user.click(cell);
  await user.click(screen.getByRole('option', { name: rating }));
}

// Typing and choosing in Mantine's selects takes seconds on a busy machine.
describe('RiskMatrixEditor', { timeout: 20_000 }, () => {
  it('shows each cell as a select coloured by its rating, and level names to edit', async () => {
    await renderInApp(<RiskMatrixEditor matrix={matrix} editable />, { namespaces });
    expect(screen.getByRole('textbox', { name: 'Likelihood level 5 name' })).toHaveValue('Almost certain');
    expect(screen.getByRole('textbox', { name: 'Consequence level 1 name' })).toHaveValue('Minor');
    const cell = screen.getByRole('combobox', rareMinor);
    expect(cell).toHaveValue('Low');
    expect(cell.closest('[data-rating]')).toHaveAttribute('data-rating', '1');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('previews what the edited cells would re-rate, then saves them at the version read', async () => {
    const user = userEvent.setup();
    const network = answerRequests((request) => {
      if (request.url.endsWith('/preview')) {
        return {
          status: 200,
          data: {
            data: {
              changedRisks: 2,
              changes: [
                {
                  riskID: '0190a000-0000-7000-8000-0000000000d1',
                  code: 'R-010',
                  title: 'Leakage through the liner',
                  inherentRiskRating: { before: 1, after: 2 },
                  residualRiskRating: { before: null, after: null },
                },
              ],
            },
          },
        };
      }
      const body = request.body as RiskMatrix;
      return { status: 200, data: { data: { ...body, version: 4, updatedAt: '2026-11-26T10:00:00.000Z' } } };
    });
    restore = network.restore;
    await renderInApp(<RiskMatrixEditor matrix={matrix} editable />, { namespaces });

    await chooseRating(user, screen.getByRole('combobox', rareMinor), 'Medium');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByTestId('risk-matrix-preview');
    expect(within(preview).getByText('2 risks would change their rating.')).toBeInTheDocument();
    expect(within(preview).getByText('R-010')).toBeInTheDocument();
    expect(network.seen[0]).toMatchObject({ method: 'POST', url: '/settings/risk-matrix/preview' });
    expect((network.seen[0]!.body as { cells: number[][] }).cells[0]![0]).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeDisabled();
    const save = network.seen[1]!;
    expect(save).toMatchObject({ method: 'PUT', url: '/settings/risk-matrix' });
    expect(save.body).toMatchObject({ version: 3, likelihoodLevels: matrix.likelihoodLevels });
    expect((save.body as { cells: number[][] }).cells[0]![0]).toBe(2);
  });

  it('on a stale version says the matrix was changed by someone else and keeps the edits', async () => {
    const user = userEvent.setup();
    const network = answerRequests(() => ({
      status: 409,
      data: { type: 'about:blank', title: 'Conflict', status: 409, code: 'version_conflict' },
    }));
    restore = network.restore;
    await renderInApp(<RiskMatrixEditor matrix={matrix} editable />, { namespaces });
    const name = screen.getByRole('textbox', { name: 'Likelihood level 5 name' });
    await user.clear(name);
    await user.type(name, 'Expected');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('changed by someone else');
    expect(name).toHaveValue('Expected');
    expect(screen.getByRole('button', { name: 'Discard my changes and load the latest version' })).toBeInTheDocument();
  });

  it('refuses an empty level name before saving', async () => {
    const user = userEvent.setup();
    const network = answerRequests(() => ({ status: 500 }));
    restore = network.restore;
    await renderInApp(<RiskMatrixEditor matrix={matrix} editable />, { namespaces });
    await user.clear(screen.getByRole('textbox', { name: 'Consequence level 3 name' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Give the level a name')).toBeInTheDocument();
    expect(network.seen).toHaveLength(0);
  });

  it('shows the matrix read-only to those who may not change it', async () => {
    await renderInApp(<RiskMatrixEditor matrix={matrix} editable={false} />, { namespaces, language: 'es' });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Crítico').length).toBeGreaterThan(0);
  });
});
