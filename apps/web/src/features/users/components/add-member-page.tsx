/**
 * `/users/add-new-user`: a tenant admin adds a person. Someone who already has an account belongs
 * to the organization at once (back to the list, where they now are); someone new gets an invitation,
 * shown here with its link until the admin adds another or goes back to the list.
 */
import { useAbility } from '@casl/react';
import { Button, Paper } from '@mantine/core';
import { IconArrowLeft, IconUserPlus } from '@tabler/icons-react';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewRecordPage } from '../../../components/form/new-record-page';
import { AddMemberForm } from './add-member-form';
import { InvitationLinkPanel, isInvited, type InvitedMember } from './invitation-link-panel';

export function AddMemberPage({ onBackToUsers }: { onBackToUsers: () => void }) {
  const { t } = useTranslation('users');
  const ability = useAbility<AppAbility>();
  const [invited, setInvited] = useState<InvitedMember | null>(null);
  // A new key gives "Add another" an empty form.
  const [formKey, setFormKey] = useState(0);

  return (
    <NewRecordPage
      title={t('add.title')}
      description={t('add.description')}
      allowed={ability.can('create', 'User')}
      notAllowed={{ title: t('add.notAllowedTitle'), text: t('add.notAllowed') }}
    >
      <Paper withBorder p="lg" radius="md" maw={640}>
        {invited ? (
          <InvitationLinkPanel
            member={invited}
            actions={
              <>
                <Button
                  leftSection={<IconUserPlus size={16} aria-hidden />}
                  onClick={() => {
                    setInvited(null);
                    setFormKey((key) => key + 1);
                  }}
                >
                  {t('invitation.addAnother')}
                </Button>
                <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBackToUsers}>
                  {t('invitation.backToUsers')}
                </Button>
              </>
            }
          />
        ) : (
          <AddMemberForm
            key={formKey}
            focusFirstField={formKey > 0}
            onAdded={(member) => (isInvited(member) ? setInvited(member) : onBackToUsers())}
            onCancel={onBackToUsers}
          />
        )}
      </Paper>
    </NewRecordPage>
  );
}
