/** A facility's information as read: its facts, its review board, the numbers and its description. */
import { Stack } from '@mantine/core';
import type { Facility } from '@freeboard/shared/facilities/facilities.schemas';
import { useTranslation } from 'react-i18next';
import {
  Fact,
  FactGrid,
  FactsPanel,
  Measure,
  NotRecorded,
  RecordDescription,
} from '../../../components/record-page/facts';
import { formatDate } from '../../../lib/format-date';
import { AssetTimestamps } from '../../../components/assets/asset-timestamps';
import { ConsequenceClassBadge } from '../../../components/assets/consequence-class-badge';
import { ItrbGapBadge, itrbStatusKey } from './itrb-gap-badge';
import { OpenRiskCount } from '../../../components/assets/open-risk-count';

export function FacilityDetails({ facility }: { facility: Facility }) {
  const { t, i18n } = useTranslation('assets');
  const date = (value: string | null) => (value ? formatDate(value, i18n.language) : <NotRecorded />);
  return (
    <Stack gap="md">
      <FactsPanel>
        <FactGrid cols={{ base: 2, md: 3 }}>
          <Fact label={t('fields.code')}>{facility.code}</Fact>
          <Fact label={t('fields.type')}>{t(`facilityTypes.${facility.type}`)}</Fact>
          <Fact label={t('fields.constructionMethod')}>{t(`constructionMethods.${facility.constructionMethod}`)}</Fact>
          <Fact label={t('fields.phase')}>{t(`facilityPhases.${facility.phase}`)}</Fact>
          <Fact label={t('fields.lastDamSafetyReview')}>{date(facility.lastDamSafetyReview)}</Fact>
          <Fact label={t('fields.nextDamSafetyReview')}>{date(facility.nextDamSafetyReview)}</Fact>
          <Fact label={t('fields.heightM')}>
            <Measure value={facility.heightM} />
          </Fact>
          <Fact label={t('fields.crestElevationMasl')}>
            <Measure value={facility.crestElevationMasl} />
          </Fact>
          <Fact label={t('fields.crestLengthM')}>
            <Measure value={facility.crestLengthM} />
          </Fact>
          <Fact label={t('fields.storageVolumeM3')}>
            <Measure value={facility.storageVolumeM3} />
          </Fact>
          <AssetTimestamps record={facility} />
        </FactGrid>
        <RecordDescription label={t('fields.description')} text={facility.description} />
      </FactsPanel>
      <FactsPanel title={t('details.safety')}>
        <FactGrid cols={{ base: 2, sm: 3, lg: 5 }}>
          <Fact label={t('fields.consequenceClass')}>
            <ConsequenceClassBadge value={facility.consequenceClass} />
          </Fact>
          <Fact label={t('fields.itrb')}>
            {facility.itrbRequired && !facility.itrbAssigned ? (
              <ItrbGapBadge facility={facility} />
            ) : (
              t(itrbStatusKey(facility))
            )}
          </Fact>
          <Fact label={t('fields.crossSectionCount')}>{facility.crossSectionCount}</Fact>
          <Fact label={t('fields.openRiskCount')}>
            <OpenRiskCount assetType="facility" assetID={facility.facilityID} count={facility.openRiskCount} />
          </Fact>
          <Fact label={t('fields.overdueActionCount')}>{facility.overdueActionCount}</Fact>
        </FactGrid>
      </FactsPanel>
    </Stack>
  );
}
