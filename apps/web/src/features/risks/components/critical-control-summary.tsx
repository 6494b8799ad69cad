import { Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Control } from '@freeboard/shared/risks/risks.schemas';
import { useTranslation } from 'react-i18next';
import { criticalControlStatus } from '../critical-controls';
import classes from './critical-control-summary.module.css';

/** "2 critical · 1 not in place", in red with a warning sign when a critical control does not protect yet. */
export function CriticalControlSummary({ controls }: { controls: readonly Pick<Control, 'critical' | 'status'>[] }) {
  const { t } = useTranslation('risks');
  const { critical, notInPlace } = criticalControlStatus(controls);
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
    <Group gap={6} wrap="nowrap" data-alert="true">
      <IconAlertTriangle size={16} aria-hidden color="var(--mantine-color-red-text)" style={{ flexShrink: 0 }} />
      <Text size="sm" fw={600} className={classes.alert} style={{ whiteSpace: 'nowrap' }}>
        {text}
      </Text>
    </Group>
  );
}
