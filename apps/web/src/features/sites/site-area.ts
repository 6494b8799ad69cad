/**
 * Sites as an area: a mine or dam site, the top of the asset tree (DOMAIN "Asset tree"), where it
 * is and what it holds. Its list, record, new and edit pages come from this declaration (and the
 * record's schemas and what it holds, in `site-pages.tsx`). Light on purpose: routes read it at start-up.
 */
import { siteStatuses } from '@freeboard/shared/common/assets';
import { siteSortFields, type SiteListQuery } from '@freeboard/shared/sites/site-list-query';
import { siteNames } from '@freeboard/shared/sites/sites.names';
import type { Site } from '@freeboard/shared/sites/sites.schemas';
import { declareArea } from '../../lib/collection/plain-area';
import { siteSections } from '../../lib/record-sections';

/** A count of what the site holds, among the holdings. */
const held = { kind: 'number', readOnly: true, panel: 'details.holdings' } as const;

export const siteArea = declareArea<Site, SiteListQuery>({
  names: siteNames,
  namespace: 'sites',
  crumbs: { area: 'nav.sites', record: 'crumbs.site', new: 'crumbs.newSite' },
  shortFacts: true,
  sortFields: siteSortFields,
  fields: {
    country: { kind: 'country', filter: true },
    region: { kind: 'optionalText', list: false },
    latitude: { kind: 'location', longitude: 'longitude', list: false },
    commodity: { kind: 'optionalText', list: false },
    operator: { kind: 'optionalText', list: false },
    status: {
      kind: 'choice',
      values: siteStatuses,
      initial: 'active',
      words: 'statuses',
      filter: true,
      colors: { active: 'green', care_and_maintenance: 'yellow', closed: 'gray' },
      width: 180,
      compact: 'bare',
    },
    infrastructureCount: held,
    facilityCount: held,
    consequenceClass: { kind: 'consequenceClass', panel: 'details.holdings', width: 160 },
    openRiskCount: { kind: 'openRisks', panel: 'details.holdings' },
    overdueActionCount: held,
  },
  badges: ['status'],
  subtitle: 'region',
  describe: ['region', 'country'],
  columns: ['country', 'status', 'facilityCount', 'consequenceClass', 'openRiskCount'],
  sections: siteSections.slice(1),
  codeExample: 'S-001',
});
