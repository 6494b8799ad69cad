/** Removing a responsibility, after a confirmation that names the person and the role. */
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import type { Assignment } from '@freeboard/shared/assignments/assignments.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { problemFeedback } from '../../../lib/problem-feedback';
import { useDeleteAssignment } from '../api/assignment-writes';
import type { AssignableAssetType } from '../api/responsibility-keys';

export function RemoveAssignmentButton({
  assignment,
  assetType,
}: {
  assignment: Assignment;
  assetType: AssignableAssetType;
}) {
  const { t } = useTranslation('responsibilities');
  const { t: errorText } = useTranslation('errors');
  const [opened, { open, close }] = useDisclosure(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useDeleteAssignment(assetType, assignment.assetID);
  const names = { name: assignment.user.name, role: t(`roles.${assignment.role}`) };

  function dismiss() {
    setRefusal(null);
    close();
  }

  return (
    <>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        // Keeps its width beside a long name on a phone.
        flex="none"
        leftSection={<IconTrash size={14} aria-hidden />}
        aria-label={t('remove.label', names)}
        onClick={open}
      >
        {t('remove.button')}
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={dismiss}
        title={t('remove.title')}
        text={t('remove.text', names)}
        confirmLabel={t('remove.confirm')}
        pending={mutation.isPending}
        refusal={refusal}
        onConfirm={() => {
          setRefusal(null);
          mutation.mutate(assignment.assignmentID, {
            onSuccess: () => {
              close();
              notifications.show({ color: 'green', message: t('remove.done', names) });
            },
            onError: (error) => setRefusal(problemFeedback(error, { fields: [], t: errorText }).message),
          });
        }}
      />
    </>
  );
}
