import { Button } from '@mantine/core';
import type { AdminMode } from '../lib/abilities';

/** Development hosts only: an administrator can see the app as their role alone would. */
export function AdminToggle({ mode, onToggle }: { mode: AdminMode; onToggle: () => void }) {
  return (
    <Button
      onClick={onToggle}
      color={mode === 'on' ? 'red' : 'gray'}
      variant="filled"
      radius="xl"
      size="sm"
      style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 400 }}
      aria-pressed={mode === 'on'}
    >
      {mode === 'on' ? 'Admin On' : 'Admin Off'}
    </Button>
  );
}
