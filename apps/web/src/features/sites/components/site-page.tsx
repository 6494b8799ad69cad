/** A site's record page: its code, status and name, then its sections (information and the frames). */
import { useQuery } from '@tanstack/react-query';
import { countryName } from '@freeboard/shared/common/countries';
import { useTranslation } from 'react-i18next';
import { siteSections } from '../../../lib/record-sections';
import { useTenantID } from '../../../lib/session-context';
import { AssetRecordPage } from '../../assets/asset-record-page';
import { AssetRecordView } from '../../assets/asset-record-view';
import { siteQueryOptions } from '../api/site-api';
import { SiteInformation } from './site-information';
import { SiteStatusBadge } from './site-status-badge';

export function SitePage({ siteID, onDeleted }: { siteID: string; onDeleted: () => unknown }) {
  const { i18n } = useTranslation('sites');
  const tenantID = useTenantID();
  const query = useQuery(siteQueryOptions(tenantID, siteID));
  return (
    <AssetRecordView type="site" query={query}>
      {(site) => (
        <AssetRecordPage
          type="site"
          assetID={site.siteID}
          code={site.code}
          name={site.name}
          badges={<SiteStatusBadge status={site.status} />}
          description={[site.region, countryName(site.country, i18n.language)].filter(Boolean).join(', ')}
          sections={siteSections}
          ancestors={[]}
          information={<SiteInformation site={site} onDeleted={onDeleted} />}
        />
      )}
    </AssetRecordView>
  );
}
