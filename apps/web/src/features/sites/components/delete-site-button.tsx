/**
 * Deleting a site, after a confirmation. A site that still holds infrastructure is refused
 * (409 has_dependents): the dialog says why and nothing is deleted.
 */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import type { Site } from '@freeboard/shared/sites/sites.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemFeedback } from '../../../lib/problem-feedback';
import { useDeleteSite } from '../api/site-writes';

export function DeleteSiteButton({ site, onDeleted }: { site: Site; onDeleted: () => unknown }) {
  const { t } = useTranslation(['sites', 'common']);
  const { t: errorText } = useTranslation('errors');
  const [opened, { open, close }] = useDisclosure(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useDeleteSite(site.siteID, async () => {
    close();
    notifications.show({ color: 'green', message: t('delete.done', { code: site.code, name: site.name }) });
    await onDeleted();
  });

  function dismiss() {
    setRefusal(null);
    close();
  }

  return (
    <>
      <Button variant="default" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={open}>
        {t('delete.button')}
      </Button>
      <Modal opened={opened} onClose={dismiss} title={t('delete.title', { code: site.code })} centered>
        <Stack gap="md">
          <Text size="sm">{t('delete.text', { name: site.name })}</Text>
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
                mutation.mutate(undefined, {
                  onError: (error) => setRefusal(problemFeedback(error, { fields: [], t: errorText }).message),
                });
              }}
            >
              {t('delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
