/** "Sign out everywhere else", after a confirmation: every session but this browser's ends. */
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconLogout2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { problemFeedback } from '../../../lib/problem-feedback';
import { useEndOtherSessions } from '../api/sessions';

export function EndOtherSessionsButton({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('profile');
  const { t: errorText } = useTranslation('errors');
  const [opened, { open, close }] = useDisclosure(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useEndOtherSessions();

  function dismiss() {
    setRefusal(null);
    close();
  }

  return (
    <>
      <Button variant="default" leftSection={<IconLogout2 size={16} aria-hidden />} disabled={disabled} onClick={open}>
        {t('sessions.endOthers.button')}
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={dismiss}
        title={t('sessions.endOthers.title')}
        text={t('sessions.endOthers.text')}
        confirmLabel={t('sessions.endOthers.confirm')}
        pending={mutation.isPending}
        refusal={refusal}
        onConfirm={() => {
          setRefusal(null);
          mutation.mutate(undefined, {
            onSuccess: (ended) => {
              close();
              notifications.show({ color: 'green', message: t('sessions.endOthers.done', { count: ended }) });
            },
            onError: (error) => setRefusal(problemFeedback(error, { fields: [], t: errorText }).message),
          });
        }}
      />
    </>
  );
}
