import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

const resolvedTheme = mergeMantineTheme(DEFAULT_THEME, theme);

/** WCAG relative luminance of `#rrggbb` (or `#rgb`). */
function luminance(colour: string): number {
  const hex = colour.length === 4 ? `#${[...colour.slice(1)].map((digit) => digit + digit).join('')}` : colour;
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [red, green, blue] = channels.map((value) =>
    value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `var(--mantine-color-<name>-<shade>)` → the theme's colour. */
function colourOf(variable: string): string {
  const [, name, shade] = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(variable) ?? [];
  const colour = resolvedTheme.colors[name!]?.[Number(shade)];
  if (!colour) throw new Error(`not a theme colour: ${variable}`);
  return colour;
}

describe('the focus ring', () => {
  const variables = cssVariablesResolver(resolvedTheme);
  const pages = { light: resolvedTheme.white, dark: resolvedTheme.colors.dark[7] };

  it.each(['light', 'dark'] as const)('keeps 3:1 against the %s page (WCAG 1.4.11)', (scheme) => {
    const ring = colourOf(variables[scheme]['--freeboard-focus-ring']!);
    expect(contrast(ring, pages[scheme])).toBeGreaterThanOrEqual(3);
  });

  it('is not the filled primary colour on the dark page, where that is only 2.6:1', () => {
    const filled = resolvedTheme.colors.reservoir![8]!;
    expect(contrast(filled, pages.dark)).toBeLessThan(3);
    expect(colourOf(variables.dark['--freeboard-focus-ring']!)).not.toBe(filled);
  });

  it('is drawn by every focusable component and every input', () => {
    expect(resolvedTheme.focusClassName).toBeTruthy();
    expect(resolvedTheme.components.Input?.classNames).toMatchObject({ input: expect.any(String) });
  });
});
