/**
 * Development hosts only: an administrator can see the app as their role alone would. The signed-in
 * providers hold the mode; the layout places the button where it covers nothing (the navigation's foot).
 */
import { Button } from '@mantine/core';
import { createContext, useContext } from 'react';
import type { AdminMode } from '../lib/abilities';

export function AdminToggle({ mode, onToggle }: { mode: AdminMode; onToggle: () => void }) {
  return (
    <Button
      onClick={onToggle}
      color={mode === 'on' ? 'red' : 'gray'}
      variant="filled"
      radius="xl"
      size="sm"
      aria-pressed={mode === 'on'}
    >
      {mode === 'on' ? 'Admin On' : 'Admin Off'}
    </Button>
  );
}

export interface AdminModeSwitch {
  mode: AdminMode;
  toggle: () => void;
}

/** The admin mode and its switch; `null` where there is no toggle (another host, not an administrator). */
export const AdminModeContext = createContext<AdminModeSwitch | null>(null);

export function useAdminModeSwitch(): AdminModeSwitch | null {
  return useContext(AdminModeContext);
}
