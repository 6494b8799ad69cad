import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changePasswordInputSchema } from '@freeboard/shared/users/users.schemas';
import { FormProblemAlert } from '../../../components/form/form-problem-alert';
import { useSavingForm } from '../../../components/form/use-saving-form';
import { zodValidate } from '../../../lib/form-validation';
import { problemOf } from '../../../lib/problem';
import { changePassword } from '../api/profile';

export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('profile');
  const { form, onSubmit, feedback, saving } = useSavingForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: (values) => {
      const errors = zodValidate(changePasswordInputSchema)(values);
      if (values.confirmPassword !== values.newPassword) errors.confirmPassword = t('password.mismatch');
      return errors;
    },
    fields: ['currentPassword', 'newPassword'],
    mutation: useMutation({ mutationFn: changePassword }),
    inputOf: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
    onSaved: () => {
      form.reset();
      notifications.show({ color: 'green', message: t('password.changed') });
    },
    // The current password is the one field a person can put right, in words of its own.
    explain: (error, shown) => {
      const problem = problemOf(error);
      if (problem?.errors?.currentPassword) shown.setFieldError('currentPassword', t('password.wrongCurrent'));
      else if (problem?.status === 429) shown.setFieldError('currentPassword', t('password.tooMany'));
      else return false;
      return true;
    },
  });
  if (!hasPassword) {
    return <Alert color="gray">{t('password.ssoOnly')}</Alert>;
  }
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormProblemAlert feedback={feedback} />
        <Text size="sm" c="dimmed">
          {t('password.hint')}
        </Text>
        <PasswordInput
          label={t('password.current')}
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label={t('password.new')}
          autoComplete="new-password"
          required
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label={t('password.confirm')}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
