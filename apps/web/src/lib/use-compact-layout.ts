import { useMediaQuery } from '@mantine/hooks';

/**
 * Below Mantine's `sm` breakpoint (48em) lists stack each row's facts in one cell rather than
 * scrolling a wide table sideways. Read synchronously so the first paint has the right layout.
 */
export function useCompactLayout(): boolean {
  return useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
}
