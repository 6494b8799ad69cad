/**
 * Where notifications appear. Each one's close button is named ("Close message") unless the
 * notification names it itself: a button without a name is announced as just "button".
 */
import { MantineThemeProvider, Notification } from '@mantine/core';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export function NotificationsHost() {
  const { t } = useTranslation('common');
  const theme = useMemo(
    () => ({
      components: {
        Notification: Notification.extend({
          defaultProps: { closeButtonProps: { 'aria-label': t('notifications.close') } },
        }),
      },
    }),
    [t],
  );
  return (
    <MantineThemeProvider theme={theme}>
      <Notifications position="top-right" />
    </MantineThemeProvider>
  );
}
