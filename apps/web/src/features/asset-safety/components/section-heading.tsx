/** A safety section's heading: its title and what it shows, with the section's action beside them. */
import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function SectionHeading({
  id,
  title,
  description,
  order = 2,
  action,
}: {
  /** Names the section: its `aria-labelledby`. */
  id?: string;
  title: string;
  description?: string;
  order?: 2 | 3;
  action?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
      <div style={{ flex: '1 1 18rem', minWidth: 0 }}>
        <Title order={order} size={order === 2 ? 'h3' : 'h4'} id={id}>
          {title}
        </Title>
        {description ? (
          <Text size="sm" c="dimmed" mt={4}>
            {description}
          </Text>
        ) : null}
      </div>
      {action}
    </Group>
  );
}
