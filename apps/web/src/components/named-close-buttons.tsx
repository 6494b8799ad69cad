/**
 * Every dialog's and drawer's close button is named ("Close") unless the dialog names it itself: a
 * button without a name is announced as just "button", and a dialog should not have to remember.
 */
import { MantineThemeProvider, type MantineThemeOverride } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function NamedCloseButtons({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  // Plain objects rather than `Modal.extend(…)`: naming the components would pull them, and what
  // they need to float and trap focus, into the start-up chunk (decision 0034).
  const theme = useMemo((): MantineThemeOverride => {
    const defaultProps = { closeButtonProps: { 'aria-label': t('form.close') } };
    return { components: { Modal: { defaultProps }, Drawer: { defaultProps } } };
  }, [t]);
  return <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>;
}
