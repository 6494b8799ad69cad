/**
 * What the risk's controls support as its residual rating (`residualSuggestion`), beside the one a
 * person chose: the suggested rating with its likelihood × consequence, one line per reason worded
 * from `details` in the reader's language, and a warning when the chosen rating is not the one the
 * controls support. It only informs: the chosen rating is never changed from here.
 */
import { Alert, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ResidualSuggestion, SuggestionDetail } from '@freeboard/shared/risks/risks.schemas';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RiskRatingBadge } from '../../../components/risk-rating-badge';
import { readableAlertTitle } from '../../../lib/readable-alert-title';

/** One reason in words: which control, and how it counts (or why it does not). */
export function suggestionReason(detail: SuggestionDetail, t: TFunction<'risks'>): string {
  const control = detail.controlCode ?? t('suggestion.aControl');
  switch (detail.kind) {
    case 'no_controls':
      return t('suggestion.reasons.no_controls');
    case 'critical_failing':
      return t('suggestion.reasons.critical_failing', {
        control,
        why: detail.why ? t(`suggestion.why.${detail.why}`) : t('suggestion.why.unknown'),
      });
    case 'credited_likelihood':
      return t('suggestion.reasons.credited_likelihood', { control });
    case 'credited_consequence':
      return t('suggestion.reasons.credited_consequence', { control });
    case 'not_credited':
      return t('suggestion.reasons.not_credited', {
        control,
        why: detail.why ? t(`suggestion.why.${detail.why}`) : t('suggestion.why.unknown'),
      });
  }
}

export function ResidualSuggestionPanel({
  suggestion,
  chosenRating,
}: {
  suggestion: ResidualSuggestion;
  chosenRating: number | null;
}) {
  const { t } = useTranslation('risks');
  const headingID = useId();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      aria-labelledby={headingID}
      component="section"
      data-testid="residual-suggestion"
    >
      <Stack gap="sm">
        <Title order={3} size="h6" id={headingID}>
          {t('suggestion.title')}
        </Title>
        <Group gap="xs">
          <RiskRatingBadge rating={suggestion.rating} />
          <Text size="sm" c="dimmed">
            {t('rating.cell', { likelihood: suggestion.likelihood, consequence: suggestion.consequence })}
          </Text>
        </Group>
        {suggestion.details.length > 0 ? (
          <List size="sm" spacing={4}>
            {suggestion.details.map((detail, index) => (
              <List.Item key={`${detail.kind}-${detail.controlID ?? index}`}>{suggestionReason(detail, t)}</List.Item>
            ))}
          </List>
        ) : null}
        {suggestion.agreesWithChosen === false ? (
          <Alert
            color="orange"
            // The title in the text's colour: the orange or blue of a light alert is too faint on its tint.
            styles={readableAlertTitle}
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={t('suggestion.disagrees.title')}
          >
            {t('suggestion.disagrees.text', {
              chosen: chosenRating === null ? t('rating.notRated') : t(`rating.${ratingWord(chosenRating)}`),
              suggested: t(`rating.${ratingWord(suggestion.rating)}`),
            })}
          </Alert>
        ) : null}
        {suggestion.agreesWithChosen === null ? (
          <Text size="sm" c="dimmed">
            {t('suggestion.noneChosen')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

function ratingWord(rating: number) {
  return (['low', 'medium', 'high', 'critical'] as const)[rating - 1] ?? 'notRated';
}
