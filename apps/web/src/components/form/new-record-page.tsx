/** The page of a new record: its title and what it is for, then the form, or why it is not offered. */
import { Alert, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/page-title';

interface NewRecordPageProps {
  title: string;
  description: string;
  /** Whether the user may create one (the ability); the form is not shown otherwise. */
  allowed: boolean;
  notAllowed: { title: string; text: string };
  children: ReactNode;
}

export function NewRecordPage({ title, description, allowed, notAllowed, children }: NewRecordPageProps) {
  usePageTitle(title);
  return (
    <Stack gap="md" maw={960}>
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
      </div>
      {allowed ? (
        children
      ) : (
        <Alert color="gray" variant="light" title={notAllowed.title}>
          {notAllowed.text}
        </Alert>
      )}
    </Stack>
  );
}
