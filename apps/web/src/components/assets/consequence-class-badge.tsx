/**
 * A GISTM consequence class (DOMAIN.md): the class's name in a badge coloured on a scale from Low to
 * Extreme, with a five-bar level gauge, so the class reads without telling colours apart. An element
 * not rated yet reads "Not rated".
 */
import { Badge, Text, type BadgeProps } from '@mantine/core';
import { consequenceClassRank, consequenceClasses, type ConsequenceClass } from '@freeboard/shared/common/assets';
import { useTranslation } from 'react-i18next';
import classes from './consequence-class-badge.module.css';

function LevelGauge({ value }: { value: ConsequenceClass }) {
  const rank = consequenceClassRank(value);
  return (
    <span className={classes.level} aria-hidden>
      {consequenceClasses.map((level, index) => (
        <span key={level} className={classes.bar} data-filled={index <= rank || undefined} />
      ))}
    </span>
  );
}

export function ConsequenceClassBadge({
  value,
  size = 'md',
}: {
  value: ConsequenceClass | null;
  size?: BadgeProps['size'];
}) {
  const { t } = useTranslation('assetSafety');
  if (value === null) {
    return (
      <Text span size="sm" c="dimmed">
        {t('consequenceClasses.none')}
      </Text>
    );
  }
  return (
    <Badge
      size={size}
      variant="filled"
      className={`${classes.badge} ${classes[value]}`}
      leftSection={<LevelGauge value={value} />}
      miw="max-content"
      tt="none"
      data-consequence-class={value}
    >
      {t(`consequenceClasses.${value}`)}
    </Badge>
  );
}
