/**
 * The current consequence rating: its overall class, each category's class with the figure that
 * supports it (population at risk, loss-of-life estimate), the rationale and evidence documents,
 * and who rated it when.
 */
import { Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { consequenceCategories, type ConsequenceCategory } from '@freeboard/shared/common/assets';
import type { ConsequenceRating } from '@freeboard/shared/consequence-ratings/consequence-ratings.schemas';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { ConsequenceClassBadge } from '../../../components/assets/consequence-class-badge';
import { DocumentLink } from './document-link';
import { numberFormat } from '../../../lib/intl-formats';
import { MissingValue } from '../../../components/missing-value';
import { RecordTable } from '../../../components/record-table';

/** The figure recorded beside a category, where the rating has one. */
function categoryFigure(category: ConsequenceCategory, rating: ConsequenceRating, language: string) {
  const format = (value: number) => numberFormat(language).format(value);
  if (category === 'populationAtRisk' && rating.populationAtRiskCount !== null) {
    return {
      key: 'rating.figures.populationAtRisk',
      count: rating.populationAtRiskCount,
      value: format(rating.populationAtRiskCount),
    };
  }
  if (category === 'potentialLossOfLife' && rating.potentialLossOfLifeEstimate !== null) {
    return {
      key: 'rating.figures.potentialLossOfLife',
      count: rating.potentialLossOfLifeEstimate,
      value: format(rating.potentialLossOfLifeEstimate),
    };
  }
  return null;
}

export function RatedBy({ rating }: { rating: ConsequenceRating }) {
  const { t, i18n } = useTranslation('assetSafety');
  const when = formatDateTime(rating.ratedAt, i18n.language);
  return (
    <Text size="sm" c="dimmed">
      {rating.ratedBy ? t('rating.ratedBy', { name: rating.ratedBy.name, when }) : t('rating.ratedOn', { when })}
    </Text>
  );
}

export function CurrentRating({ rating }: { rating: ConsequenceRating }) {
  const { t, i18n } = useTranslation('assetSafety');
  return (
    <Paper withBorder radius="md" p="md" data-testid="current-rating">
      <Stack gap="md">
        <div>
          <Group gap="sm" align="center">
            <Title order={3} size="h4">
              {t('rating.overall')}
            </Title>
            <ConsequenceClassBadge value={rating.overallClass} size="lg" />
          </Group>
          <RatedBy rating={rating} />
        </div>
        <RecordTable
          minWidth={420}
          verticalSpacing="xs"
          aria-label={t('rating.categoriesCaption')}
          columns={[t('rating.columns.category'), t('rating.columns.class'), t('rating.columns.figure')]}
        >
          {consequenceCategories.map((category) => {
            const figure = categoryFigure(category, rating, i18n.language);
            return (
              <Table.Tr key={category}>
                <Table.Th scope="row" fw={500}>
                  {t(`rating.categories.${category}`)}
                </Table.Th>
                <Table.Td>
                  <ConsequenceClassBadge value={rating.categories[category]} />
                </Table.Td>
                <Table.Td>
                  {figure ? (
                    t(figure.key, { count: figure.count, value: figure.value })
                  ) : (
                    <MissingValue>{t('rating.figures.none')}</MissingValue>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </RecordTable>
        <div>
          <Title order={4} size="h6" mb={4}>
            {t('rating.rationale')}
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {rating.rationale}
          </Text>
        </div>
        <div>
          <Title order={4} size="h6" mb={4}>
            {t('rating.evidence')}
          </Title>
          {rating.evidenceDocumentIDs.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('rating.noEvidence')}
            </Text>
          ) : (
            <List size="sm" spacing={4}>
              {rating.evidenceDocumentIDs.map((documentID) => (
                <List.Item key={documentID}>
                  <DocumentLink documentID={documentID} />
                </List.Item>
              ))}
            </List>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
