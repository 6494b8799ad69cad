/** A cross-section's information as read: its geometry, ground and materials, and its description. */
import type { CrossSection } from '@freeboard/shared/cross-sections/cross-sections.schemas';
import { useTranslation } from 'react-i18next';
import {
  Fact,
  FactGrid,
  FactsPanel,
  Measure,
  RecordDescription,
  textOrNotRecorded,
} from '../../../components/record-page/facts';
import { AssetTimestamps } from '../../../components/assets/asset-timestamps';
import { ConsequenceClassBadge } from '../../../components/assets/consequence-class-badge';

export function CrossSectionDetails({ crossSection }: { crossSection: CrossSection }) {
  const { t } = useTranslation('assets');
  return (
    <FactsPanel>
      <FactGrid cols={{ base: 2, md: 3 }}>
        <Fact label={t('fields.code')}>{crossSection.code}</Fact>
        <Fact label={t('fields.consequenceClass')}>
          <ConsequenceClassBadge value={crossSection.consequenceClass} />
        </Fact>
        <Fact label={t('fields.chainageM')}>
          <Measure value={crossSection.chainageM} />
        </Fact>
        <Fact label={t('fields.crestElevationMasl')}>
          <Measure value={crossSection.crestElevationMasl} />
        </Fact>
        <Fact label={t('fields.heightM')}>
          <Measure value={crossSection.heightM} />
        </Fact>
        <Fact label={t('fields.upstreamSlope')}>{textOrNotRecorded(crossSection.upstreamSlope)}</Fact>
        <Fact label={t('fields.downstreamSlope')}>{textOrNotRecorded(crossSection.downstreamSlope)}</Fact>
        <Fact label={t('fields.foundation')}>{textOrNotRecorded(crossSection.foundation)}</Fact>
        <Fact label={t('fields.materials')}>{textOrNotRecorded(crossSection.materials)}</Fact>
        <AssetTimestamps record={crossSection} />
      </FactGrid>
      <RecordDescription label={t('fields.description')} text={crossSection.description} />
    </FactsPanel>
  );
}
