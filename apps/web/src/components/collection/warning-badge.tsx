/**
 * A warning in words beside a value (a missing review board, decision 0028's `requirement`): the
 * colour is not the only sign, an icon and the words say it.
 */
import { Badge } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './warning-badge.module.css';

export function WarningBadge({ children }: { children: ReactNode }) {
  return (
    <Badge
      color="orange"
      variant="light"
      tt="none"
      miw="max-content"
      leftSection={<IconAlertTriangle size={12} aria-hidden />}
      className={classes.warning}
    >
      {children}
    </Badge>
  );
}
