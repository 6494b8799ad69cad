/** Where the search words stand in a document, the words highlighted (a `<mark>`, read out as such). */
import { Mark, Text } from '@mantine/core';
import { useMemo } from 'react';
import { snippetParts } from '../snippet';

export function DocumentSnippet({ snippet }: { snippet: string }) {
  const parts = useMemo(() => snippetParts(snippet), [snippet]);
  return (
    <Text size="xs" c="dimmed" lineClamp={3}>
      {parts.map((part, index) =>
        part.marked ? (
          // Black on yellow in both colour schemes; bold too, so colour is not the only sign.
          <Mark key={index} fw={700}>
            {part.text}
          </Mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
