/**
 * Deleting a record, after a confirmation. A refusal (such as 409 has_dependents: it still has
 * records under it) is shown in the dialog, in the area's words where it has them, and nothing is
 * deleted.
 */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemFeedback } from '../../lib/problem-feedback';

export interface DeleteRecordLabels {
  button: string;
  title: string;
  text: string;
  confirm: string;
  /** The area's own explanation of a refusal, by problem code (`has_dependents`). */
  refusals?: Partial<Record<string, string>>;
}

interface DeleteRecordButtonProps {
  labels: DeleteRecordLabels;
  /** Deletes the record; its success closes the dialog and leaves the page (the area decides where). */
  mutation: UseMutationResult<void, Error, void>;
}

export function DeleteRecordButton({ labels, mutation }: DeleteRecordButtonProps) {
  const { t } = useTranslation('common');
  const { t: errorText } = useTranslation('errors');
  const [opened, { open, close }] = useDisclosure(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  function dismiss() {
    setRefusal(null);
    close();
  }

  return (
    <>
      <Button variant="default" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={open}>
        {labels.button}
      </Button>
      <Modal opened={opened} onClose={dismiss} title={labels.title} centered>
        <Stack gap="md">
          <Text size="sm">{labels.text}</Text>
          {refusal ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
              {refusal}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={dismiss} data-autofocus>
              {t('form.cancel')}
            </Button>
            <Button
              color="red"
              loading={mutation.isPending}
              onClick={() => {
                setRefusal(null);
                mutation.mutate(undefined, {
                  onSuccess: close,
                  onError: (error) => {
                    const feedback = problemFeedback(error, { fields: [], t: errorText });
                    setRefusal(labels.refusals?.[feedback.code] ?? feedback.message);
                  },
                });
              }}
            >
              {labels.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
