/**
 * Alert styles that keep the title in the text's colour: the orange or blue of a light alert's
 * title is too faint on its own tint to read (WCAG contrast).
 */
export const readableAlertTitle = { title: { color: 'var(--mantine-color-text)' } };
