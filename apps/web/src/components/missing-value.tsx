import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Dimmed words in place of a value that is absent ("Not recorded", "None"), so they never read as the value. */
export function MissingValue({ children }: { children: ReactNode }) {
  return (
    <Text span size="sm" c="dimmed">
      {children}
    </Text>
  );
}
