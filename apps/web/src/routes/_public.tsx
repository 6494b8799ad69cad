import { Box, Button, Container, Group } from '@mantine/core';
import { createFileRoute, Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Brand } from '../components/layouts/brand';
import { ColorSchemeToggle } from '../components/layouts/color-scheme-toggle';
import { PageMain } from '../components/page-main';

export const Route = createFileRoute('/_public')({ component: PublicLayout });

function PublicLayout() {
  const { t } = useTranslation('common');
  return (
    <Box mih="100vh">
      <Box component="header" py="md" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="lg">
          <Group justify="space-between">
            <Brand />
            <Group gap="sm">
              <ColorSchemeToggle />
              <Button component={Link} to="/login" variant="light">
                {t('landing.signIn')}
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <PageMain>
        <Outlet />
      </PageMain>
    </Box>
  );
}
