/**
 * Text of a sentence or more (a description, a note): as wide as the form's grid and growing as it
 * is typed, up to a height after which it scrolls.
 */
import { Textarea, type TextareaProps } from '@mantine/core';

const heights = { few: { minRows: 2, maxRows: 6 }, many: { minRows: 3, maxRows: 10 } } as const;

export function LongTextField({ lines = 'few', ...props }: TextareaProps & { lines?: keyof typeof heights }) {
  return <Textarea autosize {...heights[lines]} style={{ gridColumn: '1 / -1' }} {...props} />;
}
