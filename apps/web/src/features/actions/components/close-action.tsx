/**
 * Closing an action (`PATCH` status `done` with a closing note and evidence documents), from a
 * dialog; reopening a done or cancelled one (status `open`). Only for those who may update actions.
 */
import { useAbility } from '@casl/react';
import { Button, Modal, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconCircleCheck } from '@tabler/icons-react';
import type { Action, UpdateActionInput } from '@freeboard/shared/actions/actions.schemas';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import { pendingActionStatuses } from '@freeboard/shared/risks/risk-enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentsPicker } from '../../../components/form/searched-pickers';
import type { RecordWrites } from '../../../lib/collection/record-api';
import { useUpdateRecord } from '../../../lib/collection/record-writes';
import { problemFeedback } from '../../../lib/problem-feedback';
import { FormActions } from '../../../components/form/form-actions';
import { FormProblemAlert } from '../../../components/form/form-problem-alert';
import { useSavingForm } from '../../../components/form/use-saving-form';

function isPending(action: Action) {
  return (pendingActionStatuses as readonly string[]).includes(action.status);
}

/** The actions area's writes (`actionPages.area.api`). */
type ActionWrites = RecordWrites<Action, never, UpdateActionInput>;

interface CommandProps {
  action: Action;
  actionID: string;
  api: ActionWrites;
}

export function CloseActionCommands({ action, actionID, api }: CommandProps) {
  const ability = useAbility<AppAbility>();
  if (!ability.can('update', 'Action')) return null;
  return isPending(action) ? (
    <CloseActionButton action={action} actionID={actionID} api={api} />
  ) : (
    <ReopenActionButton action={action} actionID={actionID} api={api} />
  );
}

/** A control's and a risk's pages list their actions, so they are refreshed with it. */
function useActionUpdate(api: ActionWrites, actionID: string) {
  return useUpdateRecord(api, actionID, ['controls', 'risks']);
}

function CloseActionButton({ action, actionID, api }: CommandProps) {
  const { t } = useTranslation('actions');
  const [opened, setOpened] = useState(false);
  const { form, onSubmit, feedback, problem, saving } = useSavingForm({
    initialValues: { closingNote: action.closingNote ?? '', evidenceDocumentIDs: action.evidenceDocumentIDs },
    fields: ['closingNote', 'evidenceDocumentIDs'],
    mutation: useActionUpdate(api, actionID),
    inputOf: (values): UpdateActionInput => ({
      status: 'done',
      closingNote: values.closingNote.trim() || null,
      evidenceDocumentIDs: values.evidenceDocumentIDs,
      version: action.version,
    }),
    onSaved: () => {
      notifications.show({ color: 'green', message: t('closing.closed', { code: action.code }) });
      close();
    },
  });
  const close = () => {
    setOpened(false);
    problem.clear();
  };
  return (
    <>
      <Button color="green" leftSection={<IconCircleCheck size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t('closing.close')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('closing.dialogTitle', { code: action.code })} centered>
        <form noValidate onSubmit={onSubmit}>
          <Stack gap="md">
            <FormProblemAlert feedback={feedback} />
            <Textarea
              label={t('fields.closingNote')}
              description={t('closing.noteHint')}
              autosize
              minRows={3}
              maxRows={8}
              data-autofocus
              {...form.getInputProps('closingNote')}
            />
            <DocumentsPicker
              label={t('closing.evidence')}
              description={t('closing.evidenceHint')}
              chosen={action.evidence}
              value={form.getValues().evidenceDocumentIDs}
              onChange={(documentIDs) => form.setFieldValue('evidenceDocumentIDs', documentIDs)}
            />
            <FormActions onCancel={close} saving={saving} label={t('closing.confirm')} color="green" />
          </Stack>
        </form>
      </Modal>
    </>
  );
}

function ReopenActionButton({ action, actionID, api }: CommandProps) {
  const { t } = useTranslation('actions');
  const { t: errorText } = useTranslation('errors');
  const mutation = useActionUpdate(api, actionID);
  return (
    <Button
      variant="default"
      leftSection={<IconArrowBackUp size={16} aria-hidden />}
      loading={mutation.isPending}
      onClick={() =>
        mutation.mutate(
          { status: 'open', version: action.version },
          {
            onSuccess: () =>
              notifications.show({ color: 'green', message: t('closing.reopened', { code: action.code }) }),
            onError: (error) =>
              notifications.show({
                color: 'red',
                message: problemFeedback(error, { fields: [], t: errorText }).message ?? errorText('errors.unexpected'),
              }),
          },
        )
      }
    >
      {t('closing.reopen')}
    </Button>
  );
}
