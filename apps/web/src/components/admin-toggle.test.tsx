import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installBrowserStubs } from '../test/render';
import { AdminToggle } from './admin-toggle';

beforeAll(installBrowserStubs);

function renderToggle(mode: 'on' | 'off', onToggle = vi.fn()) {
  render(
    <MantineProvider>
      <AdminToggle mode={mode} onToggle={onToggle} />
    </MantineProvider>,
  );
  return onToggle;
}

describe('AdminToggle', () => {
  it("is a button named 'Admin On' in admin mode", () => {
    renderToggle('on');
    expect(screen.getByRole('button', { name: 'Admin On' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Admin Off' })).not.toBeInTheDocument();
  });

  it("is a button named 'Admin Off' with admin mode off", () => {
    renderToggle('off');
    expect(screen.getByRole('button', { name: 'Admin Off' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Admin On' })).not.toBeInTheDocument();
  });

  it.each(['on', 'off'] as const)('calls onToggle once per click (mode %s)', async (mode) => {
    const onToggle = renderToggle(mode);
    await userEvent.click(screen.getByRole('button'));
    expect(onToggle).toHaveBeenCalledTimes(1);
  });
});
