/** A site's information as read: its facts, location, description and what it holds. */
import { Stack } from '@mantine/core';
import { countryName } from '@freeboard/shared/common/countries';
import type { Site } from '@freeboard/shared/sites/sites.schemas';
import { useTranslation } from 'react-i18next';
import {
  Fact,
  FactGrid,
  FactsPanel,
  RecordDescription,
  textOrNotRecorded,
} from '../../../components/record-page/facts';
import { formatDateTime } from '../../../lib/format-date';
import { ConsequenceClassBadge } from '../../../components/assets/consequence-class-badge';
import { SiteLocation } from './site-location';
import { SiteStatusBadge } from './site-status-badge';
import { OpenRiskCount } from '../../../components/assets/open-risk-count';

export function SiteDetails({ site }: { site: Site }) {
  const { t, i18n } = useTranslation('sites');
  return (
    <Stack gap="md">
      <FactsPanel>
        <FactGrid cols={{ base: 2, md: 3 }}>
          <Fact label={t('fields.code')}>{site.code}</Fact>
          <Fact label={t('fields.status')}>
            <SiteStatusBadge status={site.status} />
          </Fact>
          <Fact label={t('fields.country')}>{countryName(site.country, i18n.language)}</Fact>
          <Fact label={t('fields.region')}>{textOrNotRecorded(site.region)}</Fact>
          <Fact label={t('fields.commodity')}>{textOrNotRecorded(site.commodity)}</Fact>
          <Fact label={t('fields.operator')}>{textOrNotRecorded(site.operator)}</Fact>
          <Fact label={t('fields.location')}>
            <SiteLocation site={site} />
          </Fact>
          <Fact label={t('fields.createdAt')}>{formatDateTime(site.createdAt, i18n.language)}</Fact>
          <Fact label={t('fields.updatedAt')}>{formatDateTime(site.updatedAt, i18n.language)}</Fact>
        </FactGrid>
        <RecordDescription label={t('fields.description')} text={site.description} />
      </FactsPanel>
      <FactsPanel title={t('details.holdings')}>
        <FactGrid cols={{ base: 2, sm: 3, lg: 5 }}>
          <Fact label={t('fields.infrastructureCount')}>{site.infrastructureCount}</Fact>
          <Fact label={t('fields.facilityCount')}>{site.facilityCount}</Fact>
          <Fact label={t('fields.consequenceClass')}>
            <ConsequenceClassBadge value={site.consequenceClass} />
          </Fact>
          <Fact label={t('fields.openRiskCount')}>
            <OpenRiskCount assetType="site" assetID={site.siteID} count={site.openRiskCount} />
          </Fact>
          <Fact label={t('fields.overdueActionCount')}>{site.overdueActionCount}</Fact>
        </FactGrid>
      </FactsPanel>
    </Stack>
  );
}
