import { Group, Text } from '@mantine/core';
import classes from './brand.module.css';

export function Brand() {
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <Text fw={750} size="lg" className={classes.name}>
        Freeboard
      </Text>
    </Group>
  );
}
