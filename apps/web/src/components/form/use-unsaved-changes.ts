/**
 * Asks before leaving a form with unsaved changes: the router's blocker for navigation inside the
 * app (answered by `UnsavedChangesDialog`), the browser's own prompt for reloads and closing.
 */
import { useBlocker } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';

export function useUnsavedChanges(dirty: boolean) {
  // Set once a save succeeded, so the navigation that follows it is not held up.
  const saved = useRef(false);
  const shouldBlockFn = useCallback(() => !saved.current, []);
  const blocker = useBlocker({ shouldBlockFn, enableBeforeUnload: true, disabled: !dirty, withResolver: true });
  return {
    blocker,
    /** Lets the next navigation through: the changes are saved. */
    allowLeaving: () => {
      saved.current = true;
    },
  };
}

export type UnsavedChangesBlocker = ReturnType<typeof useUnsavedChanges>['blocker'];
