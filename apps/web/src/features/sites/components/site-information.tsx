/** The Information section of a site: its details (or the form editing them), its infrastructures, and its history. */
import type { Site } from '@freeboard/shared/sites/sites.schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AssetDeleteButton } from '../../assets/asset-delete-button';
import { AssetInformation } from '../../assets/asset-information';
import { siteApi, siteKeys } from '../api/site-api';
import { siteHistoryFields } from '../site-history-fields';
import { EditSiteForm } from './edit-site-form';
import { SiteDetails } from './site-details';

export function SiteInformation({ site, onDeleted }: { site: Site; onDeleted: () => unknown }) {
  const { i18n } = useTranslation('sites');
  const historyFields = useMemo(() => siteHistoryFields(i18n), [i18n]);
  return (
    <AssetInformation
      type="site"
      assetID={site.siteID}
      // A site is the top of the tree.
      ancestors={[]}
      details={<SiteDetails site={site} />}
      renderEditForm={(onDone) => <EditSiteForm site={site} onDone={onDone} />}
      deleteButton={
        <AssetDeleteButton
          type="site"
          api={siteApi}
          record={{ id: site.siteID, code: site.code, name: site.name }}
          onDeleted={onDeleted}
        />
      }
      history={{ keys: siteKeys, fields: historyFields }}
    />
  );
}
