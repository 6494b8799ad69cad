import { useAbility } from '@casl/react';
import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import { useSession, useSessionStore } from '../../lib/session-context';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

export function UserMenu() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const session = useSessionStore();
  const { me, authDetails, jobTitle } = useSession();
  // Like the navigation: Settings only for those who may see them.
  const maySeeSettings = useAbility<AppAbility>().can('read', 'Settings');
  const name = me?.name ?? authDetails?.name ?? '';
  async function logOut() {
    await session.logout();
    await navigate({ to: '/login' });
  }
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('account.menu')}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="reservoir" radius="xl" size="md">
              {initials(name)}
            </Avatar>
            <Box visibleFrom="sm">
              <Text size="sm" fw={600} lh={1.2}>
                {name}
              </Text>
              {jobTitle ? (
                <Text size="xs" c="dimmed" lh={1.2}>
                  {jobTitle}
                </Text>
              ) : null}
            </Box>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
          {t('account.profile')}
        </Menu.Item>
        {maySeeSettings ? (
          <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} aria-hidden />}>
            {t('account.settings')}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void logOut()}>
          {t('account.logOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
