/** Creating a site: the site's fields, Save, and a prompt before leaving with unsaved changes. */
import { useAbility } from '@casl/react';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import type { Site } from '@freeboard/shared/sites/sites.schemas';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form/form-actions';
import { FormProblemAlert } from '../../../components/form/form-problem-alert';
import { UnsavedChangesDialog } from '../../../components/form/unsaved-changes-dialog';
import { useFormProblem } from '../../../components/form/use-form-problem';
import { useUnsavedChanges } from '../../../components/form/use-unsaved-changes';
import { useCreateSite } from '../api/site-writes';
import { createSiteInputOf, emptySiteForm, siteFormFields, validateNewSite } from '../site-form-values';
import { SiteFormFields } from './site-form-fields';

interface NewSitePageProps {
  onCreated: (site: Site) => unknown;
  onCancel: () => void;
}

export function NewSitePage({ onCreated, onCancel }: NewSitePageProps) {
  const { t } = useTranslation('sites');
  const ability = useAbility<AppAbility>();
  return (
    <Stack gap="md" maw={960}>
      <div>
        <Title order={1} size="h2">
          {t('new.title')}
        </Title>
        <Text c="dimmed">{t('new.description')}</Text>
      </div>
      {ability.can('create', 'Site') ? (
        <NewSiteForm onCreated={onCreated} onCancel={onCancel} />
      ) : (
        <Alert color="gray" variant="light" title={t('new.notAllowedTitle')}>
          {t('new.notAllowed')}
        </Alert>
      )}
    </Stack>
  );
}

function NewSiteForm({ onCreated, onCancel }: NewSitePageProps) {
  const { t } = useTranslation(['sites', 'common']);
  const form = useForm({ initialValues: emptySiteForm, validate: validateNewSite });
  const { blocker, allowLeaving } = useUnsavedChanges(form.isDirty());
  const problem = useFormProblem(form, siteFormFields);
  const mutation = useCreateSite(async (site) => {
    allowLeaving();
    notifications.show({ color: 'green', message: t('new.created', { code: site.code, name: site.name }) });
    await onCreated(site);
  });
  return (
    <Paper withBorder p="lg" radius="md">
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          problem.clear();
          mutation.mutate(createSiteInputOf(values), { onError: problem.report });
        })}
      >
        <Stack gap="lg">
          <FormProblemAlert feedback={problem.feedback} />
          <SiteFormFields form={form} mode="create" />
          <FormActions onCancel={onCancel} saving={mutation.isPending} />
        </Stack>
      </form>
      <UnsavedChangesDialog blocker={blocker} />
    </Paper>
  );
}
