import { Box, Center, Paper, Stack, Text } from '@mantine/core';
import { Link, Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageMain } from '../page-main';
import { Brand } from './brand';

/** Sign-in pages: one card in the middle of the page, the brand above it. */
export function AuthLayout() {
  return (
    <AuthFrame>
      <Outlet />
    </AuthFrame>
  );
}

/** The sign-in pages' frame around one page, for pages outside the guest-only layout (an invitation). */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-body)">
      <Stack w="100%" maw={420} gap="lg">
        <Center component="header">
          <Link to="/" style={{ textDecoration: 'none' }}>
            <Brand />
          </Link>
        </Center>
        <PageMain>
          <Paper withBorder shadow="sm" p="xl" radius="lg">
            {children}
          </Paper>
        </PageMain>
        <Box component="footer">
          <Text size="xs" c="dimmed" ta="center">
            © Freeboard
          </Text>
        </Box>
      </Stack>
    </Center>
  );
}
