/** What a site's record, new and edit pages are made of: its calls, form, fields, details and state. */
import { countryName } from '@freeboard/shared/common/countries';
import type { CreateSiteInput, Site, UpdateSiteInput } from '@freeboard/shared/sites/sites.schemas';
import { assetDefinition } from '../../components/assets/asset-definition';
import { siteSections, type AssetSection } from '../../lib/record-sections';
import { siteApi } from './api/site-api';
import { SiteDetails } from './components/site-details';
import { SiteFormFields } from './components/site-form-fields';
import { SiteStatusBadge } from './components/site-status-badge';
import { siteFormModel, type SiteFormValues } from './site-form-values';

export const siteDefinition = assetDefinition<Site, SiteFormValues, CreateSiteInput, UpdateSiteInput, AssetSection>(
  'site',
  {
    api: siteApi,
    sections: siteSections,
    model: siteFormModel,
    renderFields: (form, mode) => <SiteFormFields form={form} mode={mode} />,
    renderDetails: (site) => <SiteDetails site={site} />,
    renderBadges: (site) => <SiteStatusBadge status={site.status} />,
    describe: (site, language) => [site.region, countryName(site.country, language)].filter(Boolean).join(', '),
    historyChoices: { status: 'statuses' },
    historyValue: (field, value, language) =>
      field === 'country' && typeof value === 'string' && value ? countryName(value, language) : undefined,
  },
);
