import { Drawer, MantineProvider, Modal } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en/common.json';
import es from '../../locales/es/common.json';
import { createTestI18n, installBrowserStubs } from '../test/render';
import { NamedCloseButtons } from './named-close-buttons';

async function renderDialogs(language: 'en' | 'es') {
  const i18n = await createTestI18n('common', { en, es }, language);
  render(
    <MantineProvider env="test">
      <I18nextProvider i18n={i18n}>
        <NamedCloseButtons>
          <Modal opened onClose={() => undefined} title="Close action A-001">
            Body
          </Modal>
          <Drawer
            opened
            onClose={() => undefined}
            title="Document"
            closeButtonProps={{ 'aria-label': 'Close details' }}
          >
            Body
          </Drawer>
        </NamedCloseButtons>
      </I18nextProvider>
    </MantineProvider>,
  );
}

describe('NamedCloseButtons', () => {
  beforeAll(installBrowserStubs);

  it("names a dialog's close button in the reader's language, unless the dialog names it", async () => {
    await renderDialogs('en');
    expect(screen.getByRole('button', { name: en.form.close })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close details' })).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await renderDialogs('es');
    expect(screen.getByRole('button', { name: es.form.close })).toBeInTheDocument();
  });
});
