/** Removing a responsibility, after a confirmation that names the person and the role. */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import type { Assignment } from '@freeboard/shared/assignments/assignments.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation(['responsibilities', 'common']);
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
      <Modal
        opened={opened}
        onClose={dismiss}
        title={t('remove.title')}
        centered
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <Stack gap="md">
          <Text size="sm">{t('remove.text', names)}</Text>
          {refusal ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
              {refusal}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={dismiss} data-autofocus>
              {t('common:form.cancel')}
            </Button>
            <Button
              color="red"
              loading={mutation.isPending}
              onClick={() => {
                setRefusal(null);
                mutation.mutate(assignment.assignmentID, {
                  onSuccess: () => {
                    close();
                    notifications.show({ color: 'green', message: t('remove.done', names) });
                  },
                  onError: (error) => setRefusal(problemFeedback(error, { fields: [], t: errorText }).message),
                });
              }}
            >
              {t('remove.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
