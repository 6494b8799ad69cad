/**
 * The page's `<main>` landmark, one per page: the skip link leads to it, and after a navigation focus
 * moves to its heading (or to it, while the page has none yet; `route-announcer.tsx`).
 */
import { Box, type BoxProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './page-main.module.css';

export const mainContentID = 'main-content';

/** What the signed-in layout gives its own `AppShell.Main`, and `PageMain` gives every other page. */
export const mainContentProps = { id: mainContentID, tabIndex: -1, className: classes.main } as const;

export function PageMain({ children, ...props }: BoxProps & { children: ReactNode }) {
  return (
    <Box component="main" {...props} {...mainContentProps}>
      {children}
    </Box>
  );
}
