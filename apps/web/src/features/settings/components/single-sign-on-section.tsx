/**
 * The Single sign-on section: what the identity provider needs of Freeboard (to copy), the identity
 * provider's own details (imported from its metadata or typed), its certificate's validity, how its
 * attributes and groups map onto members, and whether it is on. Saved whole at the version read; a
 * save over someone else's says so and keeps what was typed.
 */
import { Anchor, Divider, Select, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { membershipRoles } from '@freeboard/shared/auth/roles';
import type { SamlSettingsView } from '@freeboard/shared/auth/saml-settings.schemas';
import { useTranslation } from 'react-i18next';
import { useTenantID } from '../../../lib/session-context';
import { samlSettingsQueryOptions, usePutSamlSettings } from '../api/saml-settings';
import { samlFormFields, samlFormValuesOf, samlInputOf, validateSaml } from '../saml-form-values';
import { CertificateStatus } from './certificate-status';
import { GroupRoleRows } from './group-role-rows';
import { MetadataImport } from './metadata-import';
import { ServiceProviderDetails } from './service-provider-details';
import { SettingsGroup, SettingsPanel } from './settings-panel';
import { SettingsFormFooter, useSettingsForm } from './settings-form';

const monospace = {
  input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 'var(--mantine-font-size-xs)' },
};

export function SingleSignOnSection() {
  const tenantID = useTenantID();
  const query = useQuery(samlSettingsQueryOptions(tenantID));
  return (
    <SettingsPanel id="single-sign-on" texts="sso" query={query}>
      {(settings) => <SingleSignOnForm key={tenantID} settings={settings} />}
    </SettingsPanel>
  );
}

export function SingleSignOnForm({ settings }: { settings: SamlSettingsView }) {
  const { t } = useTranslation('settings');
  const { t: users } = useTranslation('users');
  const tenantID = useTenantID();
  const queryClient = useQueryClient();
  // What is saved (`saved`): the service provider's addresses, the certificate's dates and the version.
  const settingsForm = useSettingsForm({
    settings,
    valuesOf: samlFormValuesOf,
    validate: validateSaml,
    fields: samlFormFields,
    latest: () => queryClient.fetchQuery({ ...samlSettingsQueryOptions(tenantID), staleTime: 0 }),
    mutation: usePutSamlSettings(),
    inputOf: samlInputOf,
    onSaved: () => notifications.show({ color: 'green', message: t('sso.saved') }),
  });
  const { form, saved, dirty, onSubmit } = settingsForm;
  const values = form.getValues();
  const roleChoices = membershipRoles.map((role) => ({ value: role, label: users(`roles.${role}`) }));

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="xl">
        <SettingsGroup title={t('sso.serviceProvider.title')} description={t('sso.serviceProvider.description')}>
          <ServiceProviderDetails settings={saved} />
        </SettingsGroup>

        <SettingsGroup title={t('sso.idp.title')} description={t('sso.idp.description')}>
          <MetadataImport
            // A new one after each save or reload: its "read from the metadata" note is about unsaved values.
            key={saved.version}
            onRead={(metadata) => {
              form.setValues(metadata);
              form.clearFieldError('idpEntityID');
              form.clearFieldError('idpSsoUrl');
              form.clearFieldError('idpCertificate');
            }}
          />
          <Divider />
          <TextInput label={t('sso.idp.entityID')} {...form.getInputProps('idpEntityID')} />
          <TextInput label={t('sso.idp.ssoUrl')} type="url" {...form.getInputProps('idpSsoUrl')} />
          <Textarea
            label={t('sso.idp.certificate')}
            description={t('sso.idp.certificateHint')}
            autosize
            minRows={4}
            maxRows={12}
            spellCheck={false}
            styles={monospace}
            {...form.getInputProps('idpCertificate')}
          />
          <CertificateStatus
            certificate={saved.certificate}
            changed={values.idpCertificate.trim() !== saved.idpCertificate.trim()}
          />
        </SettingsGroup>

        <SettingsGroup title={t('sso.attributes.title')} description={t('sso.attributes.description')}>
          <TextInput
            label={t('sso.attributes.email')}
            placeholder={t('sso.attributes.emailPlaceholder')}
            {...form.getInputProps('emailAttribute')}
          />
          <TextInput
            label={t('sso.attributes.name')}
            placeholder={t('sso.attributes.namePlaceholder')}
            {...form.getInputProps('nameAttribute')}
          />
          <TextInput
            label={t('sso.attributes.group')}
            placeholder={t('sso.attributes.groupPlaceholder')}
            {...form.getInputProps('groupAttribute')}
          />
        </SettingsGroup>

        <SettingsGroup title={t('sso.groupRoles.title')} description={t('sso.groupRoles.description')}>
          <GroupRoleRows form={form} />
        </SettingsGroup>

        <SettingsGroup title={t('sso.accounts.title')}>
          <Switch
            label={t('sso.accounts.jit')}
            description={t('sso.accounts.jitHint')}
            {...form.getInputProps('jitProvisioning', { type: 'checkbox' })}
          />
          <Select
            maw={320}
            label={t('sso.accounts.defaultRole')}
            description={t('sso.accounts.defaultRoleHint')}
            data={roleChoices}
            allowDeselect={false}
            {...form.getInputProps('defaultRole')}
          />
        </SettingsGroup>

        <Divider />
        <Switch
          size="md"
          label={t('sso.enabled')}
          description={t('sso.enabledHint')}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <SettingsFormFooter
          settingsForm={settingsForm}
          aside={
            saved.enabled && !dirty ? (
              <Stack gap={2} align="flex-end">
                <Anchor href={saved.testSignInUrl} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
                  {t('sso.testSignIn')}
                  <IconExternalLink size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: 'text-bottom' }} />
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t('sso.testSignInHint')}
                </Text>
              </Stack>
            ) : null
          }
        />
      </Stack>
    </form>
  );
}
