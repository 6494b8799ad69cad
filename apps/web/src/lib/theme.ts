import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import classes from './theme.module.css';

// A deep water blue: the product's colour, also used for focus rings and links.
const reservoir: MantineColorsTuple = [
  '#e6f6fb',
  '#cde8f2',
  '#9ccfe5',
  '#67b5d8',
  '#3d9fcd',
  '#2392c7',
  '#0f8bc5',
  '#0078ae',
  '#006a9c',
  '#005c8a',
];

export const theme = createTheme({
  primaryColor: 'reservoir',
  // Filled controls take shade 8 in both schemes: white text on it (and on the other colours' shade
  // 8, such as red) keeps the 4.5:1 contrast that WCAG AA asks for, and the control still stands
  // out from a dark page by 3:1. Links and light variants use lighter shades of their own in the
  // dark scheme (shade 4 for links), so they stay readable there too.
  primaryShade: 8,
  autoContrast: true,
  colors: { reservoir },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '650' },
  // Focus rings in a colour of their own (`--freeboard-focus-ring`, below): see theme.module.css.
  focusClassName: classes.focusRing,
  components: {
    // Plain objects, not `Input.extend` / `NavLink.extend` / `Modal.extend`: the theme loads at
    // start-up, and `extend` would bring each component (the navigation link with its collapse and
    // transitions, dialogs) into the first page's bundle just to return its argument.
    Input: { classNames: { input: classes.input } },
    NavLink: { classNames: { root: classes.navLink } },
    // A dialog waiting under another of its `Modal.Stack` is hidden from assistive technology too.
    Modal: { classNames: { content: classes.stackedModalContent } },
  },
});

/** The focus ring's shade of the product's blue in each scheme. */
export const focusRingShade = { light: 8, dark: 4 } as const;

/**
 * Secondary ("dimmed") text a little darker (light) and lighter (dark) than Mantine's, and so is
 * the error colour of form messages and invalid fields: both then keep the 4.5:1 contrast of WCAG AA.
 * The focus ring is the filled primary colour on the light page (5.9:1) and a lighter shade on the
 * dark one (5.2:1, where the filled colour would be 2.6:1): WCAG 1.4.11 asks for 3:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--freeboard-focus-ring': `var(--mantine-color-reservoir-${focusRingShade.light})`,
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-5)',
    '--freeboard-focus-ring': `var(--mantine-color-reservoir-${focusRingShade.dark})`,
  },
});
