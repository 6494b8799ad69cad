/**
 * The Users list's columns: the person (name, and their email under it), role, tenant admin, job
 * title, whether they may enter, and their latest sign-in here (or their invitation, not yet accepted).
 */
import { Stack, Text } from '@mantine/core';
import type { Member } from '@freeboard/shared/users/members.schemas';
import type { TFunction } from 'i18next';
import { ValueBadge } from '../../../components/collection/declared-fields';
import { MissingValue } from '../../../components/missing-value';
import { listColumnHelper, type ListColumn } from '../../../components/list-view/list-columns';
import { formatDate } from '../../../lib/format-date';

export const userRowTestID = 'user-row';

const column = listColumnHelper<Member>();

export function memberColumns(t: TFunction<'users'>, language: string): ListColumn<Member>[] {
  return [
    column.accessor((member) => member.name, {
      id: 'name',
      header: t('fields.name'),
      meta: { compact: 'title' },
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {row.original.name}
          </Text>
          <Text size="xs" c="dimmed">
            {row.original.email}
          </Text>
        </Stack>
      ),
    }),
    column.accessor((member) => member.role, {
      id: 'role',
      header: t('fields.role'),
      meta: { width: 120 },
      cell: ({ row }) => t(`roles.${row.original.role}`),
    }),
    column.display({
      id: 'isTenantAdmin',
      header: t('fields.isTenantAdmin'),
      meta: { width: 130 },
      cell: ({ row }) => (row.original.isTenantAdmin ? <ValueBadge color="blue">{t('admin.yes')}</ValueBadge> : null),
    }),
    column.display({
      id: 'jobTitle',
      header: t('fields.jobTitle'),
      meta: { width: 200 },
      cell: ({ row }) => row.original.jobTitle ?? <MissingValue>{t('notRecorded')}</MissingValue>,
    }),
    column.display({
      id: 'active',
      header: t('fields.active'),
      meta: { width: 130 },
      cell: ({ row }) => (
        <ValueBadge color={row.original.active ? 'green' : 'gray'}>
          {t(row.original.active ? 'state.active' : 'state.inactive')}
        </ValueBadge>
      ),
    }),
    column.display({
      id: 'lastSignInAt',
      header: t('fields.lastSignInAt'),
      meta: { width: 140, nowrap: true },
      cell: ({ row }) => {
        const { lastSignInAt, invitationExpiresAt } = row.original;
        if (lastSignInAt) return formatDate(lastSignInAt, language);
        if (invitationExpiresAt) {
          const expired = Date.parse(invitationExpiresAt) <= Date.now();
          return (
            <ValueBadge color={expired ? 'red' : 'yellow'}>
              {t(expired ? 'invitation.pendingExpired' : 'invitation.pending')}
            </ValueBadge>
          );
        }
        return <MissingValue>{t('neverSignedIn')}</MissingValue>;
      },
    }),
  ];
}
