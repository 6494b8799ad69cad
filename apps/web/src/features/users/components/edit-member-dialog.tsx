/**
 * A tenant admin's changes to one member: role, tenant admin, the tenant's job title for the person,
 * and whether they may enter the tenant; or their removal from it (asked first). A refusal — the
 * tenant's only admin cannot be demoted, deactivated or removed — is shown in the dialog, which stays
 * open with what was chosen.
 */
import { Button, Group, Modal, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { membershipRoles, type MembershipRole } from '@freeboard/shared/auth/roles';
import type { Member, UpdateMemberInput } from '@freeboard/shared/users/members.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormActions } from '../../../components/form/form-actions';
import { FormProblemAlert } from '../../../components/form/form-problem-alert';
import { useSavingForm } from '../../../components/form/use-saving-form';
import { problemFeedback } from '../../../lib/problem-feedback';
import { useRemoveMember, useUpdateMember } from '../api/members-api';
import { InvitationLinkPanel, type InvitedMember } from './invitation-link-panel';
import { PendingInvitation } from './pending-invitation';

interface MemberValues {
  role: MembershipRole;
  isTenantAdmin: boolean;
  jobTitle: string;
  active: boolean;
}

function valuesOf(member: Member): MemberValues {
  return {
    role: member.role,
    isTenantAdmin: member.isTenantAdmin,
    jobTitle: member.jobTitle ?? '',
    active: member.active,
  };
}

/** Only what changed is sent: a save that changes nothing sends nothing. */
function changesOf(before: MemberValues, after: MemberValues): UpdateMemberInput {
  const changes: UpdateMemberInput = {};
  if (after.role !== before.role) changes.role = after.role;
  if (after.isTenantAdmin !== before.isTenantAdmin) changes.isTenantAdmin = after.isTenantAdmin;
  if (after.jobTitle.trim() !== before.jobTitle.trim()) changes.jobTitle = after.jobTitle.trim() || null;
  if (after.active !== before.active) changes.active = after.active;
  return changes;
}

export function EditMemberDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const { t } = useTranslation('users');
  const { t: errorText } = useTranslation('errors');
  const initial = valuesOf(member);
  const { form, save, feedback, saving } = useSavingForm({
    mode: 'controlled',
    initialValues: initial,
    fields: ['role', 'isTenantAdmin', 'jobTitle', 'active'],
    mutation: useUpdateMember(),
    inputOf: (values) => ({ userID: member.userID, changes: changesOf(initial, values) }),
    onSaved: (saved) => {
      notifications.show({ color: 'green', message: t('edit.saved', { name: saved.name }) });
      onClose();
    },
  });
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [reissued, setReissued] = useState<InvitedMember | null>(null);

  // Nothing changed: nothing to save.
  const submit = form.onSubmit((values) =>
    Object.keys(changesOf(initial, values)).length === 0 ? onClose() : save(values),
  );

  return (
    <>
      <Modal opened={!removing} onClose={onClose} title={t('edit.title', { name: member.name })} size="lg" centered>
        {reissued ? (
          <InvitationLinkPanel
            member={reissued}
            headingOrder={3}
            actions={<Button onClick={onClose}>{t('invitation.resend.done')}</Button>}
          />
        ) : (
          <form noValidate onSubmit={submit}>
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                {member.email}
              </Text>
              {member.invitationExpiresAt ? (
                <PendingInvitation member={member} expiresAt={member.invitationExpiresAt} onResent={setReissued} />
              ) : null}
              <FormProblemAlert feedback={feedback} />
              <Select
                label={t('fields.role')}
                data={membershipRoles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps('role')}
              />
              <TextInput
                label={t('fields.jobTitle')}
                description={t('edit.jobTitleHint')}
                autoComplete="off"
                {...form.getInputProps('jobTitle')}
              />
              <Switch
                label={t('fields.isTenantAdmin')}
                description={t('edit.adminHint')}
                {...form.getInputProps('isTenantAdmin', { type: 'checkbox' })}
              />
              <Switch
                label={t('edit.activeLabel')}
                description={t('edit.activeHint')}
                {...form.getInputProps('active', { type: 'checkbox' })}
              />
              <Group justify="space-between" mt="sm">
                <Button variant="default" color="red" onClick={() => setRemoving(true)}>
                  {t('remove.button')}
                </Button>
                <FormActions onCancel={onClose} saving={saving} />
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
      <ConfirmDialog
        opened={removing}
        onClose={() => {
          setRemoving(false);
          setRefusal(null);
        }}
        title={t('remove.title', { name: member.name })}
        text={t('remove.text', { name: member.name })}
        confirmLabel={t('remove.confirm')}
        pending={remove.isPending}
        refusal={refusal}
        onConfirm={() =>
          remove.mutate(member.userID, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t('remove.done', { name: member.name }) });
              onClose();
            },
            onError: (error) =>
              setRefusal(
                problemFeedback(error, { fields: [], t: errorText }).message ?? errorText('errors.unexpected'),
              ),
          })
        }
      />
    </>
  );
}
