import { Group, Text } from '@mantine/core';

export function Brand() {
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <Text fw={750} size="lg" c="reservoir.7" className="brand-name">
        Freeboard
      </Text>
    </Group>
  );
}
