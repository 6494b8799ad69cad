/**
 * Adding a person to the active tenant (`POST /api/users`): email, name, role, admin flag and job
 * title, checked with the shared schema before they are sent. An existing account simply gains the
 * membership, which a notification says; a new one comes back with its invitation, which the caller
 * shows (`InvitationLinkPanel`). A refusal (already a member, a field not accepted) keeps what was
 * typed and says why. One form for the Add new user page and the person picker's "Invite someone…".
 */
import { Select, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { membershipRoles } from '@freeboard/shared/auth/roles';
import type { AddedMember } from '@freeboard/shared/users/invitations.schemas';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form/form-actions';
import { FormProblemAlert } from '../../../components/form/form-problem-alert';
import { UnsavedChangesDialog } from '../../../components/form/unsaved-changes-dialog';
import { useSavingForm } from '../../../components/form/use-saving-form';
import { useUnsavedChanges } from '../../../components/form/use-unsaved-changes';
import {
  addMemberFormFields,
  addMemberInputOf,
  emptyAddMemberForm,
  validateAddMember,
} from '../add-member-form-values';
import { useAddMember } from '../api/members-api';

interface AddMemberFormProps {
  /** After the save; a new account's invitation is the caller's to show. */
  onAdded: (member: AddedMember) => void;
  onCancel: () => void;
  /** Puts the cursor in Email at once (a second person added on the same page). */
  focusFirstField?: boolean;
}

export function AddMemberForm({ onAdded, onCancel, focusFirstField = false }: AddMemberFormProps) {
  const { t } = useTranslation('users');
  const { form, onSubmit, feedback, saving } = useSavingForm({
    initialValues: emptyAddMemberForm(),
    validate: validateAddMember,
    fields: addMemberFormFields,
    mutation: useAddMember(),
    inputOf: addMemberInputOf,
    onSaved: (member) => {
      allowLeaving();
      // Emailed: the admin never sees the link (decision 0037), only that it went.
      if (member.inviteURL === null) {
        notifications.show({ color: 'green', message: t('add.emailed', { name: member.name, email: member.email }) });
      }
      onAdded(member);
    },
  });
  const { blocker, allowLeaving } = useUnsavedChanges(form.isDirty());

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // Opened from another form's dialog (a person picker's), React would hand this submit on to
        // that form too, through the dialog's portal: it is this form's alone.
        event.stopPropagation();
        onSubmit(event);
      }}
    >
      <Stack gap="md">
        <FormProblemAlert feedback={feedback} />
        <TextInput
          type="email"
          label={t('fields.email')}
          description={t('add.emailHint')}
          withAsterisk
          autoComplete="off"
          // In a dialog Mantine focuses the field marked so; on a page, `autoFocus` when asked.
          data-autofocus
          autoFocus={focusFirstField}
          {...form.getInputProps('email')}
        />
        <TextInput label={t('fields.name')} withAsterisk autoComplete="off" {...form.getInputProps('name')} />
        <Select
          label={t('fields.role')}
          placeholder={t('add.rolePlaceholder')}
          withAsterisk
          data={membershipRoles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('role')}
        />
        <Switch
          label={t('fields.isTenantAdmin')}
          description={t('edit.adminHint')}
          {...form.getInputProps('isTenantAdmin', { type: 'checkbox' })}
        />
        <TextInput
          label={t('fields.jobTitle')}
          description={t('add.jobTitleHint')}
          autoComplete="off"
          {...form.getInputProps('jobTitle')}
        />
        <FormActions onCancel={onCancel} saving={saving} />
      </Stack>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
}
