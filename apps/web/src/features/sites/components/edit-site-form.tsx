/**
 * Editing a site. The save carries the version this edit started from: if someone else saved in
 * between, the API refuses it (409 version_conflict), the alert says so, and the typed values stay
 * until the person chooses to load the latest version.
 */
import { Paper, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { Site } from '@freeboard/shared/sites/sites.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form/form-actions';
import { FormProblemAlert } from '../../../components/form/form-problem-alert';
import { UnsavedChangesDialog } from '../../../components/form/unsaved-changes-dialog';
import { useFormProblem } from '../../../components/form/use-form-problem';
import { useUnsavedChanges } from '../../../components/form/use-unsaved-changes';
import { useTenantID } from '../../../lib/session-context';
import { siteQueryOptions } from '../api/get-site';
import { useUpdateSite } from '../api/site-writes';
import { siteFormFields, siteFormValuesOf, updateSiteInputOf, validateSiteChanges } from '../site-form-values';
import { SiteFormFields } from './site-form-fields';

export function EditSiteForm({ site, onDone }: { site: Site; onDone: () => void }) {
  const { t } = useTranslation(['sites', 'common']);
  const tenantID = useTenantID();
  const queryClient = useQueryClient();
  // The version the edit is based on; a background refetch must not silently move it forward.
  const [baseVersion, setBaseVersion] = useState(site.version);
  const [loadingLatest, setLoadingLatest] = useState(false);
  const form = useForm({ initialValues: siteFormValuesOf(site), validate: validateSiteChanges });
  const { blocker } = useUnsavedChanges(form.isDirty());
  const problem = useFormProblem(form, siteFormFields);
  const mutation = useUpdateSite(site.siteID);

  async function loadLatest() {
    setLoadingLatest(true);
    try {
      const latest = await queryClient.fetchQuery({ ...siteQueryOptions(tenantID, site.siteID), staleTime: 0 });
      const values = siteFormValuesOf(latest);
      form.setValues(values);
      form.resetDirty(values);
      form.clearErrors();
      setBaseVersion(latest.version);
      problem.clear();
    } catch (error) {
      problem.report(error);
    } finally {
      setLoadingLatest(false);
    }
  }

  return (
    <Paper withBorder p="lg" radius="md">
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          problem.clear();
          mutation.mutate(updateSiteInputOf(values, baseVersion), {
            onSuccess: (saved) => {
              form.resetDirty(siteFormValuesOf(saved));
              notifications.show({ color: 'green', message: t('edit.saved', { code: saved.code }) });
              onDone();
            },
            onError: problem.report,
          });
        })}
      >
        <Stack gap="lg">
          <FormProblemAlert
            feedback={problem.feedback}
            onLoadLatest={() => void loadLatest()}
            loadingLatest={loadingLatest}
          />
          <SiteFormFields form={form} mode="edit" />
          <FormActions onCancel={onDone} saving={mutation.isPending} />
        </Stack>
      </form>
      <UnsavedChangesDialog blocker={blocker} />
    </Paper>
  );
}
