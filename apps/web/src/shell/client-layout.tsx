/**
 * The signed-in frame, where the app's features meet the shared layout pieces (so it stands above
 * both, beside the routes): the skip link, header (tenant, account), navigation by area (with the admin
 * toggle at its foot on development hosts), breadcrumbs, page.
 */
import { AppShell, Box, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { TenantSwitcher } from '../features/tenants/tenant-switcher';
import { MainNav } from '../features/navigation/main-nav';
import { NotificationBell } from '../features/notifications/notification-bell';
import { PendingMembershipsBanner } from '../features/memberships/pending-memberships-banner';
import { AdminToggle, useAdminModeSwitch } from '../components/admin-toggle';
import { mainContentProps } from '../components/page-main';
import { SkipLink } from '../components/skip-link';
import { Brand } from '../components/layouts/brand';
import { SignedInProviders } from '../components/layouts/signed-in-providers';
import { Breadcrumbs } from '../components/layouts/breadcrumbs';
import { ColorSchemeToggle } from '../components/layouts/color-scheme-toggle';
import { UserMenu } from '../components/layouts/user-menu';

export function ClientLayout() {
  const { t } = useTranslation('common');
  const [navOpen, { toggle, close }] = useDisclosure(false);
  return (
    <SignedInProviders>
      <SkipLink />
      <AppShell
        header={{ height: 64 }}
        navbar={{ width: 250, breakpoint: 'md', collapsed: { mobile: !navOpen } }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger opened={navOpen} onClick={toggle} hiddenFrom="md" size="sm" aria-label={t('navigation')} />
              <Link to="/dashboard" style={{ textDecoration: 'none' }}>
                <Brand />
              </Link>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <Box visibleFrom="sm">
                <TenantSwitcher />
              </Box>
              <NotificationBell />
              <ColorSchemeToggle />
              <UserMenu />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="sm">
          {/* On narrow screens the tenant moves from the header into the navigation drawer. */}
          <Box hiddenFrom="sm" mb="md">
            <TenantSwitcher />
          </Box>
          <AppShell.Section grow mih={0}>
            <MainNav onNavigate={close} />
          </AppShell.Section>
          <NavigationFoot />
        </AppShell.Navbar>
        <AppShell.Main {...mainContentProps}>
          <Breadcrumbs />
          <PendingMembershipsBanner />
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </SignedInProviders>
  );
}

/** The admin toggle, below the navigation where it covers no content (development hosts, administrators). */
function NavigationFoot() {
  const adminMode = useAdminModeSwitch();
  if (!adminMode) return null;
  return (
    <AppShell.Section pt="sm" mt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <AdminToggle mode={adminMode.mode} onToggle={adminMode.toggle} />
    </AppShell.Section>
  );
}
