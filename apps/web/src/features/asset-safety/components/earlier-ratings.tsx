/** The ratings before the current one, newest first: when, the overall class, by whom, and why. */
import { Paper, Table, Text } from '@mantine/core';
import type { ConsequenceRating } from '@freeboard/shared/consequence-ratings/consequence-ratings.schemas';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import { ConsequenceClassBadge } from '../../../components/assets/consequence-class-badge';
import { SectionHeading } from './section-heading';
import { MissingValue } from '../../../components/missing-value';
import { RecordTable } from '../../../components/record-table';

export function EarlierRatings({ ratings }: { ratings: ConsequenceRating[] }) {
  const { t, i18n } = useTranslation('assetSafety');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="earlier-ratings-title">
      <SectionHeading id="earlier-ratings-title" order={3} title={t('rating.history.title')} />
      <RecordTable
        minWidth={560}
        mt="xs"
        verticalSpacing="xs"
        columns={[
          t('rating.history.columns.ratedAt'),
          t('rating.history.columns.overall'),
          t('rating.history.columns.ratedBy'),
          t('rating.history.columns.rationale'),
        ]}
      >
        {ratings.map((rating) => (
          <Table.Tr key={rating.ratingID} data-testid="earlier-rating-row">
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(rating.ratedAt, i18n.language)}</Table.Td>
            <Table.Td>
              <ConsequenceClassBadge value={rating.overallClass} size="sm" />
            </Table.Td>
            <Table.Td>
              {rating.ratedBy ? rating.ratedBy.name : <MissingValue>{t('rating.history.unknownRater')}</MissingValue>}
            </Table.Td>
            <Table.Td>
              <Text size="sm" lineClamp={2} title={rating.rationale}>
                {rating.rationale}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </RecordTable>
    </Paper>
  );
}
