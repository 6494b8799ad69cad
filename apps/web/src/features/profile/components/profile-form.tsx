import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { supportedLocales, updateProfileInputSchema, type Profile } from '@freeboard/shared/users/users.schemas';
import { zodValidate } from '../../../lib/form-validation';
import { changeLanguage } from '../../../lib/i18n';
import { problemOf } from '../../../lib/problem';
import { useSession, useSessionStore } from '../../../lib/session-context';
import { profileQueryOptions, updateProfile } from '../api/profile';

interface ProfileValues {
  name: string;
  jobTitle: string;
  locale: Profile['locale'];
}

export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const session = useSessionStore();
  const { activeTenant } = useSession();
  const form = useForm<ProfileValues>({
    initialValues: { name: profile.name, jobTitle: profile.jobTitle ?? '', locale: profile.locale },
    validate: zodValidate(updateProfileInputSchema),
  });
  const mutation = useMutation({
    mutationFn: (values: ProfileValues) =>
      updateProfile({ name: values.name, jobTitle: values.jobTitle.trim() || null, locale: values.locale }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, saved);
      form.resetDirty({ name: saved.name, jobTitle: saved.jobTitle ?? '', locale: saved.locale });
      await changeLanguage(saved.locale);
      await session.reloadUser();
      notifications.show({ color: 'green', message: t('details.saved') });
    },
    onError: (error) => {
      const problem = problemOf(error);
      if (problem?.errors)
        form.setErrors(
          Object.fromEntries(Object.entries(problem.errors).map(([field, messages]) => [field, messages[0]])),
        );
      else notifications.show({ color: 'red', message: t('details.failed') });
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
      <Stack gap="md">
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
          <Button type="submit" loading={mutation.isPending} disabled={!form.isDirty()}>
            {t('details.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
