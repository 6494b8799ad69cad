/**
 * Deleting a record, after a confirmation. A refusal (such as 409 has_dependents: it still has
 * records under it) is shown in the dialog, in the area's words where it has them, and nothing is
 * deleted.
 */
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemFeedback } from '../../lib/problem-feedback';
import { ConfirmDialog } from '../confirm-dialog';

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
      <ConfirmDialog
        opened={opened}
        onClose={dismiss}
        title={labels.title}
        text={labels.text}
        confirmLabel={labels.confirm}
        pending={mutation.isPending}
        refusal={refusal}
        onConfirm={() => {
          setRefusal(null);
          mutation.mutate(undefined, {
            onSuccess: close,
            onError: (error) => {
              const feedback = problemFeedback(error, { fields: [], t: errorText });
              setRefusal(labels.refusals?.[feedback.code] ?? feedback.message);
            },
          });
        }}
      />
    </>
  );
}
