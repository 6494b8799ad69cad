/**
 * The Organization section: the name, the default language of new accounts and the design criteria
 * defaults per consequence class, saved together at the version read. A save over someone else's
 * says so and keeps what was typed until the latest settings are loaded.
 */
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { supportedLocales } from '@freeboard/shared/users/locales';
import type { TenantSettings } from '@freeboard/shared/settings/tenant-settings.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblemAlert } from '../../../components/form/form-problem-alert';
import { UnsavedChangesDialog } from '../../../components/form/unsaved-changes-dialog';
import { useFormProblem } from '../../../components/form/use-form-problem';
import { useUnsavedChanges } from '../../../components/form/use-unsaved-changes';
import { useSessionStore, useTenantID } from '../../../lib/session-context';
import { tenantSettingsQueryOptions, useUpdateTenantSettings } from '../api/tenant-settings';
import {
  organizationFormFields,
  organizationFormValuesOf,
  organizationInputOf,
  validateOrganization,
  type OrganizationFormValues,
} from '../organization-form-values';
import { CriteriaDefaultsTable } from './criteria-defaults-table';
import { useLoadLatest } from '../../../components/form/use-load-latest';
import { SettingsGroup, SettingsPanel } from './settings-panel';

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
  // The version the edit started from; a background refetch must not silently move it forward.
  const [baseVersion, setBaseVersion] = useState(settings.version);
  const form = useForm<OrganizationFormValues>({
    initialValues: organizationFormValuesOf(settings),
    validate: validateOrganization,
  });
  const dirty = form.isDirty();
  const { blocker } = useUnsavedChanges(dirty);
  const problem = useFormProblem(form, organizationFormFields);
  const mutation = useUpdateTenantSettings();

  function showSettings(next: TenantSettings) {
    const values = organizationFormValuesOf(next);
    // "Undo changes" goes back to what is saved now, not to what the page first showed.
    form.setInitialValues(values);
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
    setBaseVersion(next.version);
  }

  const { loadingLatest, loadLatest } = useLoadLatest(
    () => queryClient.fetchQuery({ ...tenantSettingsQueryOptions(tenantID), staleTime: 0 }),
    showSettings,
    problem,
  );

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        problem.clear();
        mutation.mutate(organizationInputOf(values, baseVersion), {
          onSuccess: (saved) => {
            const renamed = saved.name !== settings.name;
            showSettings(saved);
            notifications.show({ color: 'green', message: t('organization.saved') });
            // The tenant switcher shows the name from the signed-in user's tenant list.
            if (renamed) void session.reloadUser();
          },
          onError: problem.report,
        });
      })}
    >
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
        <FormProblemAlert
          feedback={problem.feedback}
          onLoadLatest={() => void loadLatest()}
          loadingLatest={loadingLatest}
        />
        <Group gap="sm">
          <Button type="submit" loading={mutation.isPending} disabled={!dirty}>
            {t('save')}
          </Button>
          {dirty ? (
            <Button variant="subtle" color="gray" onClick={() => form.reset()}>
              {t('reset')}
            </Button>
          ) : null}
        </Group>
      </Stack>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
}
