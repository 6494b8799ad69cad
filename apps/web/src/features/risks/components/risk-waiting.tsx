/** What the register shows while it waits: a spinner and its words, read out as a status. */
import { Center, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function Waiting({ label, minHeight }: { label: string; minHeight: number }) {
  return (
    <Center mih={minHeight} role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text size={minHeight > 100 ? 'md' : 'sm'}>{label}</Text>
      </Group>
    </Center>
  );
}

/** Spec §2: the risks list says 'Loading...' while it waits. */
export function RisksLoading() {
  const { t } = useTranslation('risks');
  return <Waiting label={t('loading')} minHeight={200} />;
}
