import { Text, Title } from '@mantine/core';
import type { CSSProperties } from 'react';

interface PageHeadingProps {
  title: string;
  description: string;
  style?: CSSProperties;
}

/** A page's one `<h1>` with the line under it that says what the page is for. */
export function PageHeading({ title, description, style }: PageHeadingProps) {
  return (
    <div style={style}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{description}</Text>
    </div>
  );
}
