import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TenantSettings } from '@freeboard/shared/settings/tenant-settings.schemas';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import assetSafetyEn from '../../../locales/en/assetSafety.json';
import assetSafetyEs from '../../../locales/es/assetSafety.json';
import commonEn from '../../../locales/en/common.json';
import commonEs from '../../../locales/es/common.json';
import errorsEn from '../../../locales/en/errors.json';
import errorsEs from '../../../locales/es/errors.json';
import settingsEn from '../../../locales/en/settings.json';
import settingsEs from '../../../locales/es/settings.json';
import { renderInApp } from '../../test/app-render';
import { answerRequests, problem } from '../../test/network';
import { installBrowserStubs } from '../../test/render';
import { OrganizationForm } from './components/organization-section';

beforeAll(installBrowserStubs);

const namespaces = {
  settings: { en: settingsEn, es: settingsEs },
  assetSafety: { en: assetSafetyEn, es: assetSafetyEs },
  errors: { en: errorsEn, es: errorsEs },
  common: { en: commonEn, es: commonEs },
};

const settings: TenantSettings = {
  tenantID: '0190a000-0000-7000-8000-0000000000a1',
  name: 'Northwind Mining',
  slug: 'northwind-mining',
  defaultLocale: 'en',
  criteriaDefaults: {
    low: {},
    significant: {},
    high: { minFosLongTermStatic: 1.5, minFreeboardM: 1 },
    very_high: {},
    extreme: {},
  },
  version: 4,
};

const highLongTermStatic = { name: 'Minimum factor of safety, long-term static, for High' };

let restore: () => void = () => undefined;
afterEach(() => restore());

describe('OrganizationForm', { timeout: 30_000 }, () => {
  it('names each cell by its criterion, unit and class, in English and Spanish', async () => {
    const { unmount } = await renderInApp(<OrganizationForm settings={settings} />, { namespaces });
    expect(screen.getByRole('textbox', highLongTermStatic)).toHaveValue('1.5');
    expect(screen.getByRole('textbox', { name: 'Minimum freeboard (m), for High' })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'Design flood, operation (years), for Extreme' })).toHaveValue('');
    const head = screen.getAllByRole('row')[0]!;
    expect(
      within(head)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Criterion', 'Low', 'Significant', 'High', 'Very high', 'Extreme']);
    unmount();

    await renderInApp(<OrganizationForm settings={settings} />, { namespaces, language: 'es' });
    expect(
      screen.getByRole('textbox', { name: 'Factor de seguridad mínimo, estático a largo plazo, para la clase Alta' }),
    ).toHaveValue('1.5');
  });

  it('saves the language and the cells at the version read, an emptied cell left out', async () => {
    const user = userEvent.setup();
    const network = answerRequests((request) => ({
      status: 200,
      data: { data: { ...settings, ...(request.body as object), version: 5 } },
    }));
    restore = network.restore;
    await renderInApp(<OrganizationForm settings={settings} />, { namespaces });

    await user.click(screen.getByRole('combobox', { name: 'Default language' }));
    await user.click(screen.getByRole('option', { name: 'Español' }));
    await user.clear(screen.getByRole('textbox', highLongTermStatic));
    await user.type(screen.getByRole('textbox', { name: 'Minimum freeboard (m), for Low' }), '0.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Save' })).toBeDisabled();
    expect(network.seen[0]).toMatchObject({ method: 'PATCH', url: '/settings/tenant' });
    expect(network.seen[0]!.body).toEqual({
      name: 'Northwind Mining',
      defaultLocale: 'es',
      criteriaDefaults: {
        low: { minFreeboardM: 0.5 },
        significant: {},
        high: { minFreeboardM: 1 },
        very_high: {},
        extreme: {},
      },
      version: 4,
    });
  });

  it("shows the server's refusal on the cell it names", async () => {
    const user = userEvent.setup();
    const network = answerRequests(() =>
      problem(400, 'validation_failed', { errors: { 'criteriaDefaults.high.minFreeboardM': ['too big'] } }),
    );
    restore = network.restore;
    await renderInApp(<OrganizationForm settings={settings} />, { namespaces });
    const cell = screen.getByRole('textbox', { name: 'Minimum freeboard (m), for High' });
    await user.clear(cell);
    await user.type(cell, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect.poll(() => cell.getAttribute('aria-invalid')).toBe('true');
  });

  it('on a stale version says it was changed by someone else and keeps what was typed', async () => {
    const user = userEvent.setup();
    const network = answerRequests(() => problem(409, 'version_conflict'));
    restore = network.restore;
    await renderInApp(<OrganizationForm settings={settings} />, { namespaces });
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Northwind');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('changed by someone else');
    expect(name).toHaveValue('Northwind');
  });
});
