import { Box, Center, Paper, Stack, Text } from '@mantine/core';
import { Link, Outlet } from '@tanstack/react-router';
import { PageMain } from '../page-main';
import { Brand } from './brand';

/** Sign-in pages: one card in the middle of the page, the brand above it. */
export function AuthLayout() {
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
            <Outlet />
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
