/** What the identity provider needs to know of Freeboard, each read-only with a button that copies it. */
import { ActionIcon, CopyButton, Stack, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { SamlSettingsView } from '@freeboard/shared/auth/saml-settings.schemas';
import { useTranslation } from 'react-i18next';

function CopyableValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('settings');
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      styles={{
        input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 'var(--mantine-font-size-xs)' },
      }}
      rightSection={
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip
              label={copied ? t('sso.serviceProvider.copied') : t('sso.serviceProvider.copy', { name: label })}
              withArrow
            >
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                aria-label={t('sso.serviceProvider.copy', { name: label })}
                onClick={copy}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}

export function ServiceProviderDetails({ settings }: { settings: SamlSettingsView }) {
  const { t } = useTranslation('settings');
  return (
    // One under the other: the addresses are long, and each should be read whole before it is copied.
    <Stack gap="sm" maw={720}>
      <CopyableValue label={t('sso.serviceProvider.entityID')} value={settings.spEntityID} />
      <CopyableValue label={t('sso.serviceProvider.acsUrl')} value={settings.acsUrl} />
      <CopyableValue label={t('sso.serviceProvider.metadataUrl')} value={settings.metadataUrl} />
    </Stack>
  );
}
