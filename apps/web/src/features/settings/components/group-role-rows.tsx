/**
 * The groups that give a role, as rows to edit: a group name, the role it gives, and a button that
 * removes the row; `Add mapping` adds an empty one. Each row's controls are named by its number, so
 * "Role for group 2" says which row it is without seeing the grid.
 */
import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { membershipRoles } from '@freeboard/shared/auth/roles';
import { useTranslation } from 'react-i18next';
import { maxGroupRoles, newGroupRoleRow, type SamlFormValues } from '../saml-form-values';

export function GroupRoleRows({ form }: { form: UseFormReturnType<SamlFormValues> }) {
  const { t } = useTranslation('settings');
  const { t: users } = useTranslation('users');
  const rows = form.getValues().groupRoles;
  const roleChoices = membershipRoles.map((role) => ({ value: role, label: users(`roles.${role}`) }));
  return (
    <Stack gap="xs">
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('sso.groupRoles.empty')}
        </Text>
      ) : (
        rows.map((row, index) => {
          const number = index + 1;
          return (
            <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap" data-testid="group-role-row">
              <TextInput
                style={{ flex: 2, minWidth: 0 }}
                aria-label={t('sso.groupRoles.groupLabel', { number })}
                placeholder={t('sso.groupRoles.group')}
                {...form.getInputProps(`groupRoles.${index}.group`)}
              />
              <Select
                style={{ flex: 1, minWidth: '7.5rem' }}
                aria-label={t('sso.groupRoles.roleLabel', { number })}
                data={roleChoices}
                allowDeselect={false}
                {...form.getInputProps(`groupRoles.${index}.role`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('sso.groupRoles.remove', { number })}
                onClick={() => form.removeListItem('groupRoles', index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })
      )}
      <Group gap="sm">
        <Button
          variant="default"
          size="sm"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={rows.length >= maxGroupRoles}
          onClick={() => form.insertListItem('groupRoles', newGroupRoleRow())}
        >
          {t('sso.groupRoles.add')}
        </Button>
        {rows.length >= maxGroupRoles ? (
          <Text size="xs" c="dimmed">
            {t('sso.groupRoles.limit', { count: maxGroupRoles })}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
