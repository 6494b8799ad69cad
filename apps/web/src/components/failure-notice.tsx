/**
 * What did not happen, said where it was asked for and read out at once (`role="alert"`): a red
 * notice for a download, an import or a preview that failed, and a line of red text under a button
 * whose request was refused. Colour is never the only sign: the words say it.
 */
import { Alert, Text, type AlertProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function FailureAlert({ children, p }: { children: ReactNode; p?: AlertProps['p'] }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" p={p}>
      {children}
    </Alert>
  );
}

/** A refusal's words under what was refused; nothing while there is none. */
export function RefusalText({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Text size="sm" c="red.8" role="alert">
      {message}
    </Text>
  );
}
