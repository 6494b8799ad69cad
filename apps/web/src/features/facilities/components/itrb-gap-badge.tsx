import { Badge } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './itrb-gap-badge.module.css';

/**
 * GISTM expects an independent review board for Very High and Extreme facilities (DOMAIN.md): when
 * one is required and nobody holds the role, a warning says so in words, not by colour alone.
 */
export function ItrbGapBadge({ facility }: { facility: { itrbRequired: boolean; itrbAssigned: boolean } }) {
  const { t } = useTranslation('assets');
  if (!facility.itrbRequired || facility.itrbAssigned) return null;
  return (
    <Badge
      color="orange"
      variant="light"
      tt="none"
      miw="max-content"
      leftSection={<IconAlertTriangle size={12} aria-hidden />}
      className={classes.gap}
    >
      {t('itrb.missing')}
    </Badge>
  );
}

/** The review board as a fact: required or not, and whether someone holds the role. */
export function itrbStatusKey(facility: { itrbRequired: boolean; itrbAssigned: boolean }) {
  if (facility.itrbAssigned) return 'itrb.assigned';
  return facility.itrbRequired ? 'itrb.missing' : 'itrb.notRequired';
}
