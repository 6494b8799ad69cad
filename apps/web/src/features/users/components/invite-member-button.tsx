/**
 * "Invite someone…" beside a person picker (as tall as its field), for those who may add people
 * (`create User`): the add-member form in a dialog over the picker's own. The person added is handed
 * back at once, so the picker can choose them; a new account's invitation link is shown before the
 * dialog closes. Inside a `Modal.Stack` (the assign dialog) it opens above the picker's dialog,
 * which waits hidden.
 */
import { useAbility } from '@casl/react';
import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMailPlus } from '@tabler/icons-react';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import type { Member } from '@freeboard/shared/users/members.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompactLayout } from '../../../lib/use-compact-layout';
import { AddMemberForm } from './add-member-form';
import { InvitationLinkPanel, isInvited, type InvitedMember } from './invitation-link-panel';

/** Its id in a `Modal.Stack`. */
const inviteMemberStackID = 'invite-member';

export function InviteMemberButton({ onAdded }: { onAdded: (member: Member) => void }) {
  const { t } = useTranslation('users');
  const ability = useAbility<AppAbility>();
  const compact = useCompactLayout();
  const [opened, { open, close }] = useDisclosure(false);
  const [invited, setInvited] = useState<InvitedMember | null>(null);
  if (!ability.can('create', 'User')) return null;

  const closeDialog = () => {
    close();
    setInvited(null);
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconMailPlus size={16} aria-hidden />}
        onClick={open}
        // On a phone the field beside it keeps its room; the name read out stays the whole one.
        aria-label={compact ? t('invite.button') : undefined}
      >
        {compact ? t('invite.short') : t('invite.button')}
      </Button>
      <Modal
        stackId={inviteMemberStackID}
        opened={opened}
        onClose={closeDialog}
        title={t('invite.title')}
        centered
        size="lg"
      >
        {invited ? (
          <InvitationLinkPanel
            member={invited}
            headingOrder={3}
            actions={<Button onClick={closeDialog}>{t('invite.done')}</Button>}
          />
        ) : opened ? (
          // Mounted only while open: every opening starts from an empty form.
          <AddMemberForm
            onAdded={(member) => {
              onAdded(member);
              if (isInvited(member)) setInvited(member);
              else closeDialog();
            }}
            onCancel={closeDialog}
          />
        ) : null}
      </Modal>
    </>
  );
}
