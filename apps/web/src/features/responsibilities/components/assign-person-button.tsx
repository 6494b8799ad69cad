/**
 * Assigning a person a GISTM role for the asset: a form in a dialog (person, role, since, until),
 * checked with the shared schema before it is sent; a refused save puts the server's field
 * messages on the fields and the rest above them. Beside the person picker the route may put a way
 * to add someone who is not a member yet (`renderInvite`); whoever it adds is chosen in the picker.
 * The dialog is a `Modal.Stack`, so that one's own dialog opens above it and Escape closes only it.
 */
import { Box, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { responsibilityRoles } from '@freeboard/shared/common/assets';
import type { Member } from '@freeboard/shared/users/members.schemas';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form/form-actions';
import { FormProblemAlert } from '../../../components/form/form-problem-alert';
import { UnsavedChangesDialog } from '../../../components/form/unsaved-changes-dialog';
import { useSavingForm } from '../../../components/form/use-saving-form';
import { useUnsavedChanges } from '../../../components/form/use-unsaved-changes';
import { useCreateAssignment } from '../api/assignment-writes';
import type { AssignableAssetType } from '../api/responsibility-keys';
import {
  assignmentFormFields,
  createAssignmentInputOf,
  emptyAssignmentForm,
  validateAssignment,
} from '../assignment-form-values';
import { MemberSelect } from '../../../components/member-select';

/** A control that adds a person to the tenant and hands them back (`choose`) to be assigned. */
export type RenderInvite = (choose: (member: Member) => void) => ReactNode;

interface AssignProps {
  assetType: AssignableAssetType;
  assetID: string;
  renderInvite?: RenderInvite;
}

const assignStackID = 'assign-person';

export function AssignPersonButton(props: AssignProps) {
  const { t } = useTranslation('responsibilities');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={open}>
        {t('assign.button')}
      </Button>
      <Modal.Stack>
        <Modal stackId={assignStackID} opened={opened} onClose={close} title={t('assign.title')} centered size="lg">
          {/* Mounted only while open: every opening starts from an empty form. */}
          {opened ? <AssignmentForm {...props} onDone={close} /> : null}
        </Modal>
      </Modal.Stack>
    </>
  );
}

function AssignmentForm({ assetType, assetID, renderInvite, onDone }: AssignProps & { onDone: () => void }) {
  const { t } = useTranslation('responsibilities');
  // People added from here: offered by the picker before its next search finds them.
  const [added, setAdded] = useState<Member[]>([]);
  const { form, onSubmit, feedback, saving } = useSavingForm({
    initialValues: emptyAssignmentForm(),
    validate: validateAssignment,
    fields: assignmentFormFields,
    mutation: useCreateAssignment(assetType, assetID),
    inputOf: createAssignmentInputOf,
    onSaved: (assignment) => {
      allowLeaving();
      notifications.show({
        color: 'green',
        message: t('assign.done', { name: assignment.user.name, role: t(`roles.${assignment.role}`) }),
      });
      onDone();
    },
  });
  const { blocker, allowLeaving } = useUnsavedChanges(form.isDirty());

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <FormProblemAlert feedback={feedback} />
        <MemberSelect
          label={t('assign.person')}
          withAsterisk
          data-autofocus
          known={added}
          // Beside the field, not under it: the choices open under the field as soon as the dialog does.
          inputContainer={
            renderInvite
              ? (field) => (
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <Box flex={1} miw={0}>
                      {field}
                    </Box>
                    {renderInvite((member) => {
                      setAdded((previous) => [member, ...previous.filter((other) => other.userID !== member.userID)]);
                      form.setFieldValue('userID', member.userID);
                    })}
                  </Group>
                )
              : undefined
          }
          {...form.getInputProps('userID')}
        />
        <Select
          label={t('assign.role')}
          placeholder={t('assign.rolePlaceholder')}
          withAsterisk
          data={responsibilityRoles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('role')}
        />
        <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
          <TextInput type="date" label={t('assign.since')} withAsterisk miw={160} {...form.getInputProps('since')} />
          <TextInput
            type="date"
            label={t('assign.until')}
            description={t('assign.untilDescription')}
            // Under the field, so both date fields line up.
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            miw={160}
            {...form.getInputProps('until')}
          />
        </Group>
        <FormActions onCancel={onDone} saving={saving} />
      </Stack>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
}
