/** Opening a list's record from its row: a click anywhere on it, or Enter while it has focus. */
import type { KeyboardEvent, MouseEvent } from 'react';

/** Clicks on a link, button or field inside the row do their own thing. */
function fromControl(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  return target.closest('a, button, input, select, textarea, [role="button"]') !== null;
}

export function rowOpeners(open: (() => void) | undefined) {
  if (!open) return {};
  return {
    tabIndex: 0,
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (!fromControl(event)) open();
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) {
        event.preventDefault();
        open();
      }
    },
  };
}
