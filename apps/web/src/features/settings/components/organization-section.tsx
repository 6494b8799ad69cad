/**
 * The Organization section: the name, the default language of new accounts and the design criteria
 * defaults per consequence class, saved together at the version read. A save over someone else's
 * says so and keeps what was typed until the latest settings are loaded.
 */
import { Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { supportedLocales } from '@freeboard/shared/users/locales';
import type { TenantSettings } from '@freeboard/shared/settings/tenant-settings.schemas';
import { useTranslation } from 'react-i18next';
import { useSessionStore, useTenantID } from '../../../lib/session-context';
import { tenantSettingsQueryOptions, useUpdateTenantSettings } from '../api/tenant-settings';
import {
  organizationFormFields,
  organizationFormValuesOf,
  organizationInputOf,
  validateOrganization,
} from '../organization-form-values';
import { CriteriaDefaultsTable } from './criteria-defaults-table';
import { SettingsGroup, SettingsPanel } from './settings-panel';
import { SettingsFormFooter, useSettingsForm } from './settings-form';

export function OrganizationSection() {
  const tenantID = useTenantID();
  const query = useQuery(tenantSettingsQueryOptions(tenantID));
  return (
    <SettingsPanel id="organization" texts="organization" query={query}>
      {(settings) => <OrganizationForm key={tenantID} settings={settings} />}
    </SettingsPanel>
  );
}

export function OrganizationForm({ settings }: { settings: TenantSettings }) {
  const { t } = useTranslation('settings');
  const tenantID = useTenantID();
  const queryClient = useQueryClient();
  const session = useSessionStore();
  const settingsForm = useSettingsForm({
    settings,
    valuesOf: organizationFormValuesOf,
    validate: validateOrganization,
    fields: () => organizationFormFields,
    latest: () => queryClient.fetchQuery({ ...tenantSettingsQueryOptions(tenantID), staleTime: 0 }),
    mutation: useUpdateTenantSettings(),
    inputOf: organizationInputOf,
    onSaved: (next) => {
      notifications.show({ color: 'green', message: t('organization.saved') });
      // The tenant switcher shows the name from the signed-in user's tenant list.
      if (next.name !== settings.name) void session.reloadUser();
    },
  });
  const { form, onSubmit } = settingsForm;

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="xl">
        <Stack gap="md" maw={480}>
          <TextInput label={t('organization.name')} required {...form.getInputProps('name')} />
          <Select
            label={t('organization.defaultLanguage')}
            description={t('organization.defaultLanguageHint')}
            data={supportedLocales.map((locale) => ({ value: locale, label: t(`organization.languages.${locale}`) }))}
            allowDeselect={false}
            {...form.getInputProps('defaultLocale')}
          />
        </Stack>
        <SettingsGroup title={t('criteriaDefaults.title')} description={t('criteriaDefaults.description')}>
          <CriteriaDefaultsTable form={form} />
        </SettingsGroup>
        <SettingsFormFooter settingsForm={settingsForm} />
      </Stack>
    </form>
  );
}
