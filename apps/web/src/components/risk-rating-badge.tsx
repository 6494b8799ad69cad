import { Badge, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRiskRating, ratingAppearance } from '../lib/risk-rating';

/** A rating as a coloured badge; a missing rating (residual not assessed yet) as an en dash read out as "Not rated". */
export function RiskRatingBadge({ rating }: { rating: number | null }) {
  const { t } = useTranslation('risks');
  if (rating === null || !isRiskRating(rating)) {
    return (
      <Text component="span" c="dimmed" pos="relative" title={t('rating.notRated')}>
        <span aria-hidden>–</span>
        <VisuallyHidden>{t('rating.notRated')}</VisuallyHidden>
      </Text>
    );
  }
  const { labelKey, color } = ratingAppearance(rating);
  return (
    <Badge color={color} variant="filled" autoContrast miw="max-content" data-rating={rating}>
      {t(labelKey)}
    </Badge>
  );
}
