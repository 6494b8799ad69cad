/** An infrastructure's information as read: its facts and description. */
import type { Infrastructure } from '@freeboard/shared/infrastructures/infrastructures.schemas';
import { useTranslation } from 'react-i18next';
import {
  Fact,
  FactGrid,
  FactsPanel,
  RecordDescription,
  textOrNotRecorded,
} from '../../../components/record-page/facts';
import { AssetTimestamps } from '../../../components/assets/asset-timestamps';
import { ConsequenceClassBadge } from '../../../components/assets/consequence-class-badge';

export function InfrastructureDetails({ infrastructure }: { infrastructure: Infrastructure }) {
  const { t } = useTranslation('assets');
  return (
    <FactsPanel>
      <FactGrid cols={{ base: 2, md: 3 }}>
        <Fact label={t('fields.code')}>{infrastructure.code}</Fact>
        <Fact label={t('fields.type')}>{t(`infrastructureTypes.${infrastructure.type}`)}</Fact>
        <Fact label={t('fields.phase')}>{textOrNotRecorded(infrastructure.phase)}</Fact>
        <Fact label={t('fields.facilityCount')}>{infrastructure.facilityCount}</Fact>
        <Fact label={t('fields.consequenceClass')}>
          <ConsequenceClassBadge value={infrastructure.consequenceClass} />
        </Fact>
        <AssetTimestamps record={infrastructure} />
      </FactGrid>
      <RecordDescription label={t('fields.description')} text={infrastructure.description} />
    </FactsPanel>
  );
}
