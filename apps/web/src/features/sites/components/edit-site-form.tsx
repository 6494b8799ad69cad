/** Editing a site: its fields in the shared edit form (stale versions keep what was typed). */
import type { Site } from '@freeboard/shared/sites/sites.schemas';
import { useTenantID } from '../../../lib/session-context';
import { AssetEditForm } from '../../assets/asset-edit-form';
import { siteApi, siteQueryOptions } from '../api/site-api';
import { siteFormModel } from '../site-form-values';
import { SiteFormFields } from './site-form-fields';

export function EditSiteForm({ site, onDone }: { site: Site; onDone: () => void }) {
  const tenantID = useTenantID();
  return (
    <AssetEditForm
      type="site"
      recordID={site.siteID}
      record={site}
      api={siteApi}
      detailOptions={siteQueryOptions(tenantID, site.siteID)}
      model={siteFormModel}
      renderFields={(form) => <SiteFormFields form={form} mode="edit" />}
      onDone={onDone}
    />
  );
}
