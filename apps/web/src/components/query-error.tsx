import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A list that could not be loaded: what happened, and a way to try again. */
export function QueryError({
  title,
  description,
  retryLabel,
  retrying,
  onRetry,
}: {
  title: string;
  description: string;
  retryLabel: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{description}</Text>
        <Button variant="default" size="xs" onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
