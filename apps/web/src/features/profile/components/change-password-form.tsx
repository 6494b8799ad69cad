import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changePasswordInputSchema } from '@freeboard/shared/users/users.schemas';
import { zodValidate } from '../../../lib/form-validation';
import { problemOf } from '../../../lib/problem';
import { changePassword } from '../api/profile';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('profile');
  const form = useForm<PasswordValues>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: (values) => {
      const errors = zodValidate(changePasswordInputSchema)(values);
      if (values.confirmPassword !== values.newPassword) errors.confirmPassword = t('password.mismatch');
      return errors;
    },
  });
  const mutation = useMutation({
    mutationFn: ({ currentPassword, newPassword }: PasswordValues) => changePassword({ currentPassword, newPassword }),
    onSuccess: () => {
      form.reset();
      notifications.show({ color: 'green', message: t('password.changed') });
    },
    onError: (error) => {
      const problem = problemOf(error);
      if (problem?.errors?.currentPassword) form.setFieldError('currentPassword', t('password.wrongCurrent'));
      else if (problem?.status === 429) form.setFieldError('currentPassword', t('password.tooMany'));
      else notifications.show({ color: 'red', message: t('password.failed') });
    },
  });
  if (!hasPassword) {
    return <Alert color="gray">{t('password.ssoOnly')}</Alert>;
  }
  return (
    <form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
      <Stack gap="md">
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
          <Button type="submit" loading={mutation.isPending}>
            {t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
