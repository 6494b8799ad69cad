/**
 * The saved certificate of the identity provider: whose it is and until when it holds. A month
 * before its end it warns (orange), once expired it says sign-ins fail (red).
 */
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCertificate } from '@tabler/icons-react';
import type { SamlSettingsView } from '@freeboard/shared/auth/saml-settings.schemas';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import { readableAlertTitle } from '../../../lib/readable-alert-title';
import { certificateExpiry } from '../certificate-expiry';

export function CertificateStatus({
  certificate,
  changed,
  now = new Date(),
}: {
  certificate: SamlSettingsView['certificate'];
  /** The form holds another certificate than the saved one: its dates are known once saved. */
  changed: boolean;
  now?: Date;
}) {
  const { t, i18n } = useTranslation('settings');
  if (!certificate) {
    return (
      <Text size="sm" c="dimmed" data-testid="certificate-status">
        {changed ? t('sso.certificate.unsaved') : t('sso.certificate.none')}
      </Text>
    );
  }
  const expiry = certificateExpiry(certificate.expiresAt, now);
  const date = formatDate(certificate.expiresAt, i18n.language);
  return (
    <Stack gap="xs" data-testid="certificate-status">
      <Text size="sm" fw={600}>
        <IconCertificate size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
        {t('sso.certificate.title')}
      </Text>
      <Text size="sm">
        {t('sso.certificate.subject')}: <span style={{ wordBreak: 'break-all' }}>{certificate.subject}</span>
      </Text>
      <Text size="sm">
        {expiry.state === 'expired' ? t('sso.certificate.expired', { date }) : t('sso.certificate.expires', { date })}
      </Text>
      {expiry.state === 'expiring' || expiry.state === 'expired' ? (
        <Alert
          variant="light"
          color={expiry.state === 'expired' ? 'red' : 'orange'}
          styles={readableAlertTitle}
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t(expiry.state === 'expired' ? 'sso.certificate.expiredTitle' : 'sso.certificate.expiringTitle')}
        >
          {expiry.state === 'expired'
            ? t('sso.certificate.expiredText')
            : t('sso.certificate.expiring', { count: expiry.daysLeft })}
        </Alert>
      ) : null}
      {changed ? (
        <Text size="xs" c="dimmed">
          {t('sso.certificate.unsaved')}
        </Text>
      ) : null}
    </Stack>
  );
}
