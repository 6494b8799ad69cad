import { Button, Stack, Text } from '@mantine/core';
import { IconListSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Nothing to list: either nothing exists yet, or nothing matches the search and filters. */
export function ListEmpty({
  title,
  description,
  onClear,
  clearLabel,
}: {
  title: string;
  description: string;
  /** Offered when a search or filter is what leaves the list empty. */
  onClear?: () => void;
  /** The clearing button's text; "Clear search and filters" unless given. */
  clearLabel?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <Stack align="center" gap={4} py="xl" ta="center">
      <IconListSearch size={36} aria-hidden color="var(--mantine-color-dimmed)" />
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
      {onClear ? (
        <Button variant="default" size="xs" mt="sm" onClick={onClear}>
          {clearLabel ?? t('list.clearFilters')}
        </Button>
      ) : null}
    </Stack>
  );
}
