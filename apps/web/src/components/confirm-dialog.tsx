/**
 * Asks before something that cannot be undone (deleting, removing). A refusal from the server is
 * shown in the dialog, which stays open, so the person reads why nothing happened.
 */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  pending: boolean;
  /** Why the server refused, in the area's words; null while there is no refusal. */
  refusal: string | null;
}

export function ConfirmDialog({
  opened,
  onClose,
  title,
  text,
  confirmLabel,
  onConfirm,
  pending,
  refusal,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        {refusal ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
            {refusal}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('form.cancel')}
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
