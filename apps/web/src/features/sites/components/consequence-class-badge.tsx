import { Badge, Text } from '@mantine/core';
import type { ConsequenceClass } from '@freeboard/shared/common/assets';
import { useTranslation } from 'react-i18next';

/** GISTM consequence classes, from low (calm) to extreme (alarming); unrated reads as a dash. */
const classColor: Record<ConsequenceClass, string> = {
  low: 'green.8',
  significant: 'yellow.5',
  high: 'orange.6',
  very_high: 'red.7',
  extreme: 'grape.9',
};

export function ConsequenceClassBadge({ value }: { value: ConsequenceClass | null }) {
  const { t } = useTranslation('sites');
  if (value === null) {
    return (
      <Text span size="sm" c="dimmed">
        {t('consequenceClasses.none')}
      </Text>
    );
  }
  return (
    <Badge color={classColor[value]} variant="filled" autoContrast miw="max-content" tt="none">
      {t(`consequenceClasses.${value}`)}
    </Badge>
  );
}
