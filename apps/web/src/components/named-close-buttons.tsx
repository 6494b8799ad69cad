/**
 * Every dialog's and drawer's close button is named ("Close") unless the dialog names it itself: a
 * button without a name is announced as just "button", and a dialog should not have to remember.
 */
import { Drawer, MantineThemeProvider, Modal } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function NamedCloseButtons({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const theme = useMemo(() => {
    const closeButtonProps = { 'aria-label': t('form.close') };
    return {
      components: {
        Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
        Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
      },
    };
  }, [t]);
  return <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>;
}
