import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UnsavedChangesBlocker } from './use-unsaved-changes';

/** Shown while a navigation waits: leave without saving, or stay on the form. */
export function UnsavedChangesDialog({ blocker }: { blocker: UnsavedChangesBlocker }) {
  const { t } = useTranslation('common');
  const open = blocker.status === 'blocked';
  return (
    <Modal opened={open} onClose={() => blocker.reset?.()} title={t('form.unsavedTitle')} centered>
      <Text size="sm">{t('form.unsavedText')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('form.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('form.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
