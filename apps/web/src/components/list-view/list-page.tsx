/** A list page: the area's title and what it holds, its `New …` button for those who may create, then the list. */
import { Button, Flex, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/page-title';
import { PageHeading } from '../page-heading';

interface ListPageProps {
  title: string;
  description: string;
  /** The `New …` link, given only when the user may create (CONTRACT §10). */
  create?: { label: string; to: string };
  /** Commands of the area beside `New …` (the register's export and import). */
  commands?: ReactNode;
  children: ReactNode;
}

export function ListPage({ title, description, create, commands, children }: ListPageProps) {
  usePageTitle(title);
  return (
    <Stack gap="md">
      {/* The button at the top right however long the description; under it on a phone. */}
      <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" align="flex-start" gap="sm">
        <PageHeading title={title} description={description} style={{ flex: 1, minWidth: 0 }} />
        <Group gap="sm" style={{ flexShrink: 0 }}>
          {commands}
          {create ? (
            <Button component={Link} to={create.to} leftSection={<IconPlus size={16} aria-hidden />}>
              {create.label}
            </Button>
          ) : null}
        </Group>
      </Flex>
      {children}
    </Stack>
  );
}
