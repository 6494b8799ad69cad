/** Creating a site: the site's fields, Save, and a prompt before leaving with unsaved changes. */
import type { Site } from '@freeboard/shared/sites/sites.schemas';
import { AssetNewPage } from '../../assets/asset-new-page';
import { siteApi, siteIDOf } from '../api/site-api';
import { emptySiteForm, siteFormModel } from '../site-form-values';
import { SiteFormFields } from './site-form-fields';

interface NewSitePageProps {
  onCreated: (site: Site) => unknown;
  onCancel: () => void;
}

export function NewSitePage({ onCreated, onCancel }: NewSitePageProps) {
  return (
    <AssetNewPage
      type="site"
      api={siteApi}
      idOf={siteIDOf}
      initialValues={emptySiteForm}
      validate={siteFormModel.validateNew}
      fields={siteFormModel.fields}
      inputOf={siteFormModel.createInputOf}
      renderFields={(form) => <SiteFormFields form={form} mode="create" />}
      onCreated={onCreated}
      onCancel={onCancel}
    />
  );
}
