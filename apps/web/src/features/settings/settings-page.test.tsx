import { screen } from '@testing-library/react';
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
import { answerRequests } from '../../test/network';
import { installBrowserStubs } from '../../test/render';
import { SettingsPage } from './components/settings-page';

beforeAll(installBrowserStubs);

const namespaces = {
  settings: { en: settingsEn, es: settingsEs },
  assetSafety: { en: assetSafetyEn, es: assetSafetyEs },
  errors: { en: errorsEn, es: errorsEs },
  common: { en: commonEn, es: commonEs },
};

let restore: () => void = () => undefined;
afterEach(() => restore());

describe('SettingsPage', () => {
  it('shows a tenant admin one tab per section, the chosen one open', async () => {
    const network = answerRequests(() => new Promise(() => undefined));
    restore = network.restore;
    await renderInApp(<SettingsPage section="organization" onSectionChange={() => undefined} />, { namespaces });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Organization',
      'Risk matrix',
      'Single sign-on',
    ]);
    expect(screen.getByRole('tab', { name: 'Organization' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Organization' })).toBeInTheDocument();
    await expect.poll(() => network.seen.map((request) => request.url)).toEqual(['/settings/tenant']);
  });

  it('tells anyone else the page is for administrators, and asks the API nothing', async () => {
    const network = answerRequests(() => ({ status: 403 }));
    restore = network.restore;
    await renderInApp(<SettingsPage section="organization" onSectionChange={() => undefined} />, {
      namespaces,
      language: 'es',
      abilities: [{ action: 'read', subject: 'Site' }],
    });
    expect(screen.getByText('Solo para administradores')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(network.seen).toHaveLength(0);
  });
});
