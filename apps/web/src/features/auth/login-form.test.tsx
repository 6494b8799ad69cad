import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import authEn from '../../../locales/en/auth.json';
import commonEn from '../../../locales/en/common.json';
import authEs from '../../../locales/es/auth.json';
import commonEs from '../../../locales/es/common.json';
import { publicHttp } from '../../lib/api';
import { renderInApp } from '../../test/app-render';
import { answerRequests, type Answer } from '../../test/network';
import { createTestQueryClient, installBrowserStubs } from '../../test/render';
import { LoginForm } from './components/login-form';

const namespaces = { auth: { en: authEn, es: authEs }, common: { en: commonEn, es: commonEs } };

beforeAll(installBrowserStubs);

let restoreNetwork: () => void = () => undefined;
afterEach(() => restoreNetwork());

function answerSso(answer: Answer) {
  const network = answerRequests(() => answer, publicHttp);
  restoreNetwork = network.restore;
  return network;
}

/** The form as the login page draws it, with the data cache it would load. */
async function renderForm(tenantSlug: string | undefined, language: 'en' | 'es' = 'en') {
  const queryClient = createTestQueryClient();
  const loadQueryClient = vi.fn(() => Promise.resolve(queryClient));
  await renderInApp(<LoginForm tenantSlug={tenantSlug} onSignedIn={vi.fn()} loadQueryClient={loadQueryClient} />, {
    namespaces,
    language,
  });
  return { loadQueryClient };
}

const northwind = {
  tenantSlug: 'northwind',
  tenantName: 'Northwind Mining',
  loginUrl: '/api/auth/saml/northwind/login',
};

describe('the login form', () => {
  it("offers a named tenant's single sign-on, asked for without a session", async () => {
    const network = answerSso({ status: 200, data: { data: { ...northwind, enabled: true } } });
    const { loadQueryClient } = await renderForm('northwind');

    const sso = await screen.findByRole('link', { name: 'Sign in with Northwind Mining single sign-on' });

    expect(sso).toHaveAttribute('href', '/api/auth/saml/northwind/login');
    expect(network.seen).toEqual([
      { method: 'GET', url: '/auth/saml/northwind/sso', tenant: undefined, body: undefined },
    ]);
    expect(loadQueryClient).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('says it in Spanish', async () => {
    answerSso({ status: 200, data: { data: { ...northwind, enabled: true } } });
    await renderForm('northwind', 'es');

    expect(
      await screen.findByRole('link', { name: 'Iniciar sesión con el acceso único de Northwind Mining' }),
    ).toBeInTheDocument();
  });

  it('offers nothing more when the tenant has no single sign-on', async () => {
    const network = answerSso({ status: 200, data: { data: { ...northwind, enabled: false } } });
    await renderForm('northwind');

    await vi.waitFor(() => expect(network.seen).toHaveLength(1));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it('loads no data cache and asks nothing when no tenant is named', async () => {
    const network = answerSso({ status: 500 });
    const { loadQueryClient } = await renderForm(undefined);

    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(loadQueryClient).not.toHaveBeenCalled();
    expect(network.seen).toEqual([]);
  });
});
