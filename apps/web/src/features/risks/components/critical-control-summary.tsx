import { Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './critical-control-summary.module.css';

/** A risk's critical controls at a glance, as the register summary counts them. */
export interface CriticalControlStatus {
  critical: number;
  /** Critical controls whose status is anything but `in-place` (planned counts: it does not protect yet). */
  notInPlace: number;
}

/**
 * "2 critical · 1 not in place", in red with a warning sign when a critical control does not protect
 * yet. The words wrap under each other when the column is narrower than they are (Spanish is longer).
 */
export function CriticalControlSummary({ critical, notInPlace }: CriticalControlStatus) {
  const { t } = useTranslation('risks');
  if (critical === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('critical.none')}
      </Text>
    );
  }
  const text = `${t('critical.count', { count: critical })} · ${
    notInPlace > 0 ? t('critical.notInPlace', { count: notInPlace }) : t('critical.allInPlace')
  }`;
  if (notInPlace === 0) return <Text size="sm">{text}</Text>;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-alert="true">
      <IconAlertTriangle
        size={16}
        aria-hidden
        color="var(--mantine-color-red-text)"
        // On the first line's middle however many lines the text takes.
        style={{ flexShrink: 0, marginTop: 2 }}
      />
      <Text size="sm" fw={600} className={classes.alert} miw={0}>
        {text}
      </Text>
    </Group>
  );
}
