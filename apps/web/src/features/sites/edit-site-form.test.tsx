import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installBrowserStubs } from '../../test/render';
import { AreaEditForm } from '../../components/collection/area-edit-form';
import { renderAssetScreen, testTenantID } from '../../test/asset-render';
import { answerRequests, problem } from '../../test/network';
import { sitePages } from './site-pages';
import { makeSite } from '../../test/asset-fixtures';

beforeAll(installBrowserStubs);

let restore: () => void = () => undefined;
afterEach(() => restore());

const site = makeSite({ version: 1 });
const sitePath = `/sites/${site.siteID}`;

/** Editing a site: the generic edit form, from the site's declaration. */
function renderEditSiteForm(onDone: () => void) {
  return renderAssetScreen(
    <AreaEditForm definition={sitePages.area} record={site} recordID={site.siteID} onDone={onDone} />,
  );
}

function nameField() {
  return screen.getByRole('textbox', { name: 'Name' });
}

// A whole form in jsdom on a small machine: give each scenario room.
describe('editing a site', { timeout: 15_000 }, () => {
  it('saves with the version it was opened at, for the tenant of the session', async () => {
    const user = userEvent.setup();
    const network = answerRequests(({ body }) => ({
      status: 200,
      data: { data: { ...site, ...(body as object), version: 2 } },
    }));
    restore = network.restore;
    const onDone = vi.fn();
    await renderEditSiteForm(onDone);

    await user.clear(await screen.findByRole('textbox', { name: 'Name' }));
    await user.paste('Cerro Alto Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const patch = network.seen.find((request) => request.method === 'PATCH');
    expect(patch).toMatchObject({ url: sitePath, tenant: testTenantID });
    expect(patch?.body).toMatchObject({ name: 'Cerro Alto Mine', version: 1, country: 'CL', latitude: -22.914 });
  });

  it('on a stale version says the site was changed by someone else, keeps the typing, and loads the latest on request', async () => {
    const user = userEvent.setup();
    const latest = makeSite({ name: 'Cerro Alto (renamed by Ana)', version: 3 });
    const network = answerRequests(({ method, body }) => {
      if (method === 'GET') return { status: 200, data: { data: latest } };
      return (body as { version: number }).version === 3
        ? { status: 200, data: { data: { ...latest, ...(body as object), version: 4 } } }
        : problem(409, 'version_conflict');
    });
    restore = network.restore;
    const onDone = vi.fn();
    await renderEditSiteForm(onDone);

    await user.clear(await screen.findByRole('textbox', { name: 'Name' }));
    await user.paste('My new name');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('changed by someone else');
    expect(nameField()).toHaveValue('My new name');
    expect(onDone).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Discard my changes and load the latest version' }));
    await waitFor(() => expect(nameField()).toHaveValue('Cerro Alto (renamed by Ana)'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(nameField());
    await user.paste(' II');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(network.seen.filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([
      expect.objectContaining({ version: 1, name: 'My new name' }),
      expect.objectContaining({ version: 3, name: 'Cerro Alto (renamed by Ana) II' }),
    ]);
  });

  it('puts a taken code on the Code field', async () => {
    const user = userEvent.setup();
    restore = answerRequests(() => problem(409, 'code_taken', { errors: { code: ['Code already taken'] } })).restore;
    await renderEditSiteForm(vi.fn());

    const code = await screen.findByRole('textbox', { name: 'Code' });
    await user.clear(code);
    await user.paste('S-002');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Already used by another record')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveValue('S-002');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, and stays when asked to', async () => {
    const user = userEvent.setup();
    const { router } = await renderEditSiteForm(vi.fn());
    await user.click(await screen.findByRole('textbox', { name: 'Region' }));
    await user.paste(' North');

    router.history.push('/elsewhere');
    // The dialog opens with a transition: on a busy machine that takes more than the default second.
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' }, { timeout: 5_000 });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay and keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('textbox', { name: 'Region' })).toHaveValue('Antofagasta Region North');

    router.history.push('/elsewhere');
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });
});
