/**
 * The invitation of a person just added with a new account: the one-time link to copy (the server
 * shows it this once), until when it works, and whether the server emailed it or the admin must
 * pass it on. The caller adds what comes next (`actions`).
 */
import { Alert, Box, Button, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconMail, IconMailOff } from '@tabler/icons-react';
import type { AddedMember } from '@freeboard/shared/users/invitations.schemas';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';

/** A person added with a new account, and so with an invitation. */
export type InvitedMember = AddedMember & { inviteURL: string };

export function isInvited(member: AddedMember): member is InvitedMember {
  return member.inviteURL !== null;
}

interface InvitationLinkPanelProps {
  member: InvitedMember;
  /** The heading's level where the panel is shown: 2 on a page, none in a dialog that names it. */
  headingOrder?: 2 | 3;
  actions: ReactNode;
}

export function InvitationLinkPanel({ member, headingOrder = 2, actions }: InvitationLinkPanelProps) {
  const { t, i18n } = useTranslation('users');
  const headingID = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form it replaces is gone, and focus with it: it goes to what is shown now.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="md" component="section" aria-labelledby={headingID} data-testid="invitation-panel">
      <Title
        order={headingOrder}
        size="h4"
        id={headingID}
        ref={heading}
        // Focused from code only: a heading is not a control, so it draws no ring (as a page's h1).
        tabIndex={-1}
        style={{ outline: 'none' }}
      >
        {t('invitation.title', { name: member.name })}
      </Title>
      <TextInput
        label={t('invitation.link')}
        description={t('invitation.linkHint', { name: member.name })}
        value={member.inviteURL}
        readOnly
        // The whole link at once, ready to copy by hand too.
        onFocus={(event) => event.currentTarget.select()}
        // The button beside the field, under label and hint; below it where the field would be too narrow.
        inputContainer={(field) => (
          <Group gap="xs" align="flex-start">
            <Box flex={1} miw={220}>
              {field}
            </Box>
            <CopyButton value={member.inviteURL}>
              {({ copied, copy }) => (
                // The same filled button either way: its words and icon say it was copied.
                <Button
                  leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  onClick={copy}
                >
                  {copied ? t('invitation.copied') : t('invitation.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        )}
      />
      {member.inviteExpiresAt ? (
        <Text size="sm">
          {t('invitation.expires', { date: formatDateTime(member.inviteExpiresAt, i18n.language) })}
        </Text>
      ) : null}
      <Alert
        variant="light"
        color={member.inviteEmailed ? 'green' : 'yellow'}
        icon={member.inviteEmailed ? <IconMail size={18} aria-hidden /> : <IconMailOff size={18} aria-hidden />}
      >
        {member.inviteEmailed
          ? t('invitation.emailed', { email: member.email })
          : t('invitation.notEmailed', { name: member.name })}
      </Alert>
      <Group gap="sm">{actions}</Group>
    </Stack>
  );
}
