import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import commonEn from '../../../locales/en/common.json';
import errorsEn from '../../../locales/en/errors.json';
import commonEs from '../../../locales/es/common.json';
import errorsEs from '../../../locales/es/errors.json';
import { renderInApp } from '../../test/app-render';
import { installBrowserStubs } from '../../test/render';
import { StatusScreen } from './status-screen';

beforeAll(installBrowserStubs);

const namespaces = { errors: { en: errorsEn, es: errorsEs }, common: { en: commonEn, es: commonEs } };

describe('the status screens', () => {
  it('put the not-found page in a main landmark and name the tab after it', async () => {
    await renderInApp(<StatusScreen kind="notFound" />, { namespaces });

    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · Freeboard'));
  });

  it('name the tab in Spanish', async () => {
    await renderInApp(<StatusScreen kind="notFound" />, { namespaces, language: 'es' });

    await screen.findByRole('main');
    await waitFor(() => expect(document.title).toBe('Página no encontrada · Freeboard'));
  });

  it('name the error page too', async () => {
    await renderInApp(<StatusScreen kind="error" />, { namespaces });

    await waitFor(() => expect(document.title).toBe('Something went wrong · Freeboard'));
  });
});
