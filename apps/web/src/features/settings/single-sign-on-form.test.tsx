import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SamlSettingsView } from '@freeboard/shared/auth/saml-settings.schemas';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import commonEn from '../../../locales/en/common.json';
import commonEs from '../../../locales/es/common.json';
import errorsEn from '../../../locales/en/errors.json';
import errorsEs from '../../../locales/es/errors.json';
import settingsEn from '../../../locales/en/settings.json';
import settingsEs from '../../../locales/es/settings.json';
import usersEn from '../../../locales/en/users.json';
import usersEs from '../../../locales/es/users.json';
import { renderInApp } from '../../test/app-render';
import { answerRequests, problem } from '../../test/network';
import { installBrowserStubs } from '../../test/render';
import { CertificateStatus } from './components/certificate-status';
import { SingleSignOnForm } from './components/single-sign-on-section';

beforeAll(installBrowserStubs);

const namespaces = {
  settings: { en: settingsEn, es: settingsEs },
  users: { en: usersEn, es: usersEs },
  errors: { en: errorsEn, es: errorsEs },
  common: { en: commonEn, es: commonEs },
};

const certificate = `-----BEGIN CERTIFICATE-----\n${'A'.repeat(120)}\n-----END CERTIFICATE-----`;

const settings: SamlSettingsView = {
  enabled: false,
  idpEntityID: '',
  idpSsoUrl: '',
  idpCertificate: '',
  defaultRole: 'viewer',
  emailAttribute: '',
  nameAttribute: '',
  groupAttribute: 'groups',
  groupRoles: [{ group: 'dam-engineers', role: 'engineer' }],
  jitProvisioning: true,
  version: 2,
  spEntityID: 'https://freeboard.example/api/auth/saml/northwind-mining/metadata',
  acsUrl: 'https://freeboard.example/api/auth/saml/northwind-mining/acs',
  metadataUrl: 'https://freeboard.example/api/auth/saml/northwind-mining/metadata',
  testSignInUrl: '/api/auth/saml/northwind-mining/login?returnTo=%2Fsettings',
  certificate: null,
};

let restore: () => void = () => undefined;
afterEach(() => restore());

// Typing and choosing in Mantine's inputs takes seconds on a busy machine.
describe('SingleSignOnForm', { timeout: 30_000 }, () => {
  it('adds, edits and removes group rows, and saves them in order at the version read', async () => {
    const user = userEvent.setup();
    const network = answerRequests((request) => ({
      status: 200,
      data: { data: { ...settings, ...(request.body as object), version: 3 } },
    }));
    restore = network.restore;
    await renderInApp(<SingleSignOnForm settings={settings} />, { namespaces });

    expect(screen.getByRole('textbox', { name: 'Group 1' })).toHaveValue('dam-engineers');
    expect(screen.getByRole('combobox', { name: 'Role for group 1' })).toHaveValue('Engineer');

    await user.click(screen.getByRole('button', { name: 'Add mapping' }));
    await user.type(screen.getByRole('textbox', { name: 'Group 2' }), 'leads');
    await user.click(screen.getByRole('combobox', { name: 'Role for group 2' }));
    await user.click(screen.getByRole('option', { name: 'Manager' }));
    await user.click(screen.getByRole('button', { name: 'Add mapping' }));
    await user.type(screen.getByRole('textbox', { name: 'Group 3' }), 'audit');
    expect(screen.getAllByTestId('group-role-row')).toHaveLength(3);

    // The first row goes: the others move up and are renumbered.
    await user.click(screen.getByRole('button', { name: 'Remove mapping 1' }));
    expect(screen.getByRole('textbox', { name: 'Group 1' })).toHaveValue('leads');
    expect(screen.getByRole('combobox', { name: 'Role for group 1' })).toHaveValue('Manager');
    expect(screen.getByRole('textbox', { name: 'Group 2' })).toHaveValue('audit');
    expect(screen.getByRole('combobox', { name: 'Role for group 2' })).toHaveValue('Viewer');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Saved: nothing is left to save.
    expect(await screen.findByRole('button', { name: 'Save' })).toBeDisabled();
    expect(network.seen[0]).toMatchObject({ method: 'PUT', url: '/settings/saml' });
    expect(network.seen[0]!.body).toMatchObject({
      version: 2,
      enabled: false,
      groupRoles: [
        { group: 'leads', role: 'manager' },
        { group: 'audit', role: 'viewer' },
      ],
    });
    expect(network.seen[0]!.body).not.toHaveProperty('groupRoles.0.key');
  });

  it('refuses a row without a group before saving', async () => {
    const user = userEvent.setup();
    const network = answerRequests(() => ({ status: 500 }));
    restore = network.restore;
    await renderInApp(<SingleSignOnForm settings={settings} />, { namespaces });
    await user.click(screen.getByRole('button', { name: 'Add mapping' }));
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    await user.click(save);
    // The rule's message is the app's global translation, which this render does not load: no request is the proof.
    expect(screen.getByRole('textbox', { name: 'Group 2' })).toHaveValue('');
    expect(network.seen).toHaveLength(0);
  });

  it('fills the identity provider from an uploaded metadata file, saving nothing', async () => {
    const user = userEvent.setup();
    const network = answerRequests(() => ({
      status: 200,
      data: {
        data: {
          idpEntityID: 'https://idp.example.test',
          idpSsoUrl: 'https://idp.example.test/sso',
          idpCertificate: certificate,
        },
      },
    }));
    restore = network.restore;
    const { container } = await renderInApp(<SingleSignOnForm settings={settings} />, { namespaces });
    const file = new File(['<EntityDescriptor/>'], 'idp.xml', { type: 'application/xml' });
    await user.upload(container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!, file);

    expect(await screen.findByRole('textbox', { name: 'Entity ID' })).toHaveValue('https://idp.example.test');
    expect(screen.getByRole('textbox', { name: 'SSO URL' })).toHaveValue('https://idp.example.test/sso');
    expect(screen.getByRole('textbox', { name: 'Certificate' })).toHaveValue(certificate);
    expect(network.seen).toEqual([
      expect.objectContaining({ method: 'POST', url: '/settings/saml/metadata', body: { xml: '<EntityDescriptor/>' } }),
    ]);
  });

  it('says beside the address when its metadata cannot be read', async () => {
    const user = userEvent.setup();
    const network = answerRequests(() => problem(400, 'validation_failed', { errors: { url: ['unreadable'] } }));
    restore = network.restore;
    await renderInApp(<SingleSignOnForm settings={settings} />, { namespaces });
    await user.type(screen.getByRole('textbox', { name: 'Metadata address' }), 'https://idp.example.test/metadata');
    await user.click(screen.getByRole('button', { name: 'Fetch' }));
    expect(await screen.findByText(/This metadata could not be read/)).toBeInTheDocument();
    expect(network.seen[0]!.body).toEqual({ url: 'https://idp.example.test/metadata' });
  });

  it('on a stale version says it was changed by someone else and keeps what was typed', async () => {
    const user = userEvent.setup();
    const network = answerRequests(() => problem(409, 'version_conflict'));
    restore = network.restore;
    await renderInApp(<SingleSignOnForm settings={settings} />, { namespaces });
    const attribute = screen.getByRole('textbox', { name: 'Email attribute' });
    await user.type(attribute, 'mail');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('changed by someone else');
    expect(attribute).toHaveValue('mail');
  });

  it('offers the copy buttons and, once enabled and saved, the test sign-in in a new tab', async () => {
    await renderInApp(<SingleSignOnForm settings={{ ...settings, enabled: true, idpCertificate: certificate }} />, {
      namespaces,
    });
    expect(screen.getByRole('button', { name: 'Copy ACS URL' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ACS URL' })).toHaveValue(settings.acsUrl);
    const link = screen.getByRole('link', { name: 'Test sign-in' });
    expect(link).toHaveAttribute('href', settings.testSignInUrl);
    expect(link).toHaveAttribute('target', '_blank');
  });
});

describe('CertificateStatus', () => {
  const now = new Date('2026-06-01T12:00:00Z');

  it('shows the subject and the end date, without a warning while a month or more is left', async () => {
    await renderInApp(
      <CertificateStatus
        certificate={{ subject: 'CN=idp.example.test', expiresAt: '2027-06-01T00:00:00Z' }}
        changed={false}
        now={now}
      />,
      { namespaces },
    );
    const status = screen.getByTestId('certificate-status');
    expect(status).toHaveTextContent('CN=idp.example.test');
    expect(status).toHaveTextContent('Expires Jun 1, 2027');
    expect(within(status).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns under 30 days before the end, in Spanish too', async () => {
    await renderInApp(
      <CertificateStatus
        certificate={{ subject: 'CN=idp', expiresAt: '2026-06-11T18:00:00Z' }}
        changed={false}
        now={now}
      />,
      { namespaces, language: 'es' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('El certificado vence pronto');
    expect(screen.getByRole('alert')).toHaveTextContent('Vence en 10 días');
  });

  it('says an expired certificate makes sign-ins fail', async () => {
    await renderInApp(
      <CertificateStatus
        certificate={{ subject: 'CN=idp', expiresAt: '2026-05-01T00:00:00Z' }}
        changed={false}
        now={now}
      />,
      { namespaces },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The certificate has expired');
    expect(screen.getByTestId('certificate-status')).toHaveTextContent('Expired May 1, 2026');
  });
});
