/**
 * A risk's information as read: its facts (failure mode, status, asset, owner, next review, cause,
 * consequence, material unwanted event), its inherent and residual ratings as coloured badges with
 * their likelihood × consequence, the residual the controls support beside the chosen one, and its
 * description.
 */
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AssetLink } from '../../../components/assets/asset-link';
import {
  Fact,
  FactGrid,
  FactsPanel,
  NotRecorded,
  RecordDescription,
  textOrNotRecorded,
} from '../../../components/record-page/facts';
import { RiskRatingBadge } from '../../../components/risk-rating-badge';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import type { RiskRecord } from '../api/get-risks';
import { ResidualSuggestionPanel } from './residual-suggestion';

function RatingFact({
  rating,
  likelihood,
  consequence,
}: {
  rating: number | null;
  likelihood: number | null;
  consequence: number | null;
}) {
  const { t } = useTranslation('risks');
  return (
    <Group gap="xs" component="span">
      <RiskRatingBadge rating={rating} />
      {likelihood !== null && consequence !== null ? (
        <Text span size="xs" c="dimmed">
          {t('rating.cell', { likelihood, consequence })}
        </Text>
      ) : null}
    </Group>
  );
}

export function RiskDetails({ risk }: { risk: RiskRecord }) {
  const { t, i18n } = useTranslation('risks');
  return (
    <Stack gap="md">
      <FactsPanel title={t('details.ratings')}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <FactGrid cols={{ base: 1, xs: 2 }}>
            <Fact label={t('fields.inherentRiskRating')}>
              <RatingFact
                rating={risk.inherentRiskRating}
                likelihood={risk.inherentLikelihood}
                consequence={risk.inherentConsequence}
              />
            </Fact>
            <Fact label={t('fields.residualRiskRating')}>
              <RatingFact
                rating={risk.residualRiskRating}
                likelihood={risk.residualLikelihood}
                consequence={risk.residualConsequence}
              />
            </Fact>
          </FactGrid>
          <ResidualSuggestionPanel suggestion={risk.residualSuggestion} chosenRating={risk.residualRiskRating} />
        </SimpleGrid>
      </FactsPanel>
      <FactsPanel>
        <FactGrid cols={{ base: 2, md: 3 }}>
          <Fact label={t('fields.code')}>{risk.code}</Fact>
          <Fact label={t('fields.status')}>{t(`statuses.${risk.status}`)}</Fact>
          <Fact label={t('fields.failureMode')}>{t(`failureModes.${risk.failureMode}`)}</Fact>
          <Fact label={t('fields.asset')}>
            {risk.asset ? (
              <AssetLink type={risk.asset.assetType} assetID={risk.asset.assetID}>
                {risk.asset.code} {risk.asset.name}
              </AssetLink>
            ) : (
              <NotRecorded />
            )}
          </Fact>
          <Fact label={t('fields.owner')}>{textOrNotRecorded(risk.ownerName)}</Fact>
          <Fact label={t('fields.nextReviewDate')}>
            {risk.nextReviewDate ? formatDate(risk.nextReviewDate, i18n.language) : <NotRecorded />}
          </Fact>
          <Fact label={t('fields.materialUnwantedEvent')}>
            {risk.materialUnwantedEvent ? t('details.yes') : t('details.no')}
          </Fact>
          <Fact label={t('fields.openActionCount')}>{risk.openActionCount}</Fact>
          <Fact label={t('fields.createdAt')}>{formatDateTime(risk.createdAt, i18n.language)}</Fact>
          <Fact label={t('fields.updatedAt')}>{formatDateTime(risk.updatedAt, i18n.language)}</Fact>
        </FactGrid>
        <RecordDescription label={t('fields.cause')} text={risk.cause ?? ''} />
        <RecordDescription label={t('fields.consequence')} text={risk.consequence ?? ''} />
        <RecordDescription label={t('fields.description')} text={risk.description} />
      </FactsPanel>
    </Stack>
  );
}
