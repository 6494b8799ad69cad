import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { supportedLocales, updateProfileInputSchema, type Profile } from '@freeboard/shared/users/users.schemas';
import { FormProblemAlert } from '../../../components/form/form-problem-alert';
import { useSavingForm } from '../../../components/form/use-saving-form';
import { zodValidate } from '../../../lib/form-validation';
import { changeLanguage } from '../../../lib/i18n';
import { useSession, useSessionStore } from '../../../lib/session-context';
import { profileQueryOptions, updateProfile } from '../api/profile';

export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const session = useSessionStore();
  const { activeTenant } = useSession();
  const mutation = useMutation({ mutationFn: updateProfile });
  const { form, onSubmit, feedback, saving } = useSavingForm({
    initialValues: { name: profile.name, jobTitle: profile.jobTitle ?? '', locale: profile.locale },
    validate: zodValidate(updateProfileInputSchema),
    fields: ['name', 'jobTitle', 'locale'],
    mutation,
    inputOf: (values) => ({ name: values.name, jobTitle: values.jobTitle.trim() || null, locale: values.locale }),
    onSaved: async (saved) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, saved);
      form.resetDirty({ name: saved.name, jobTitle: saved.jobTitle ?? '', locale: saved.locale });
      await changeLanguage(saved.locale);
      await session.reloadUser();
      notifications.show({ color: 'green', message: t('details.saved') });
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormProblemAlert feedback={feedback} />
        <TextInput label={t('details.email')} value={profile.email} readOnly disabled />
        <TextInput label={t('details.name')} required autoComplete="name" {...form.getInputProps('name')} />
        <TextInput
          label={t('details.jobTitle')}
          description={t('details.jobTitleHint')}
          placeholder={activeTenant?.jobTitle ?? undefined}
          autoComplete="organization-title"
          {...form.getInputProps('jobTitle')}
        />
        <Select
          label={t('details.language')}
          data={supportedLocales.map((locale) => ({ value: locale, label: t(`languages.${locale}`) }))}
          allowDeselect={false}
          {...form.getInputProps('locale')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={!form.isDirty()}>
            {t('details.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
