/** The end of every form: Cancel, and the `Save` button that submits it. */
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function FormActions({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('form.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {t('form.save')}
      </Button>
    </Group>
  );
}
