import { useAbility } from '@casl/react';
import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { Link, useLocation, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import { navGroups, navItemsOf } from './nav-items';

export function MainNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  const ability = useAbility<AppAbility>();
  const { pathname } = useLocation();
  const { routesById } = useRouter();
  const navItems = useMemo(() => navItemsOf(Object.values(routesById)), [routesById]);
  const visible = navItems.filter((item) => item.subject === null || ability.can('read', item.subject));
  return (
    <ScrollArea component="nav" aria-label={t('nav.label')} type="auto" h="100%">
      <Stack gap="md">
        {navGroups.map((group) => {
          const items = visible.filter((item) => item.group === group);
          if (items.length === 0) return null;
          return (
            <div key={group}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
                {t(`nav.groups.${group}`)}
              </Text>
              {items.map((item) => (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={t(item.labelKey)}
                  leftSection={<item.icon size={18} stroke={1.6} aria-hidden />}
                  active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
                  onClick={onNavigate}
                />
              ))}
            </div>
          );
        })}
      </Stack>
    </ScrollArea>
  );
}
