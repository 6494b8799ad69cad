/** The end of every form: Cancel, and the button that submits it (`Save`, unless the form says what it does). */
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface FormActionsProps {
  onCancel: () => void;
  saving: boolean;
  /** What the submit button says, where it is not `Save` ("Close action"). */
  label?: string;
  color?: string;
}

export function FormActions({ onCancel, saving, label, color }: FormActionsProps) {
  const { t } = useTranslation('common');
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {t('form.cancel')}
      </Button>
      <Button type="submit" loading={saving} color={color}>
        {label ?? t('form.save')}
      </Button>
    </Group>
  );
}
