import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  colors: { reservoir },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '650' },
});
