import { notifications } from '@mantine/notifications';
import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en/common.json';
import es from '../../locales/es/common.json';
import { createRenderer, installBrowserStubs } from '../test/render';
import { NotificationsHost } from './notifications-host';

beforeAll(installBrowserStubs);

const renderHost = createRenderer('common', { en, es });

describe('NotificationsHost', () => {
  it('names every notification’s close button, in the reader’s language, unless the notification names it', async () => {
    await renderHost(<NotificationsHost />, { language: 'es' });
    act(() => {
      notifications.show({ id: 'saved', message: 'Guardado' });
      notifications.show({ id: 'named', message: 'Subido', closeButtonProps: { 'aria-label': 'Cerrar aviso' } });
    });
    const saved = (await screen.findByText('Guardado')).closest('[role="alert"]') as HTMLElement;
    expect(within(saved).getByRole('button', { name: 'Cerrar mensaje' })).toBeInTheDocument();
    const named = screen.getByText('Subido').closest('[role="alert"]') as HTMLElement;
    expect(within(named).getByRole('button', { name: 'Cerrar aviso' })).toBeInTheDocument();
    act(() => notifications.clean());
  });
});
