/** Each kind of asset as errors and the audit trail name it. */
export const assetKinds = {
  site: { subject: 'Site', notFound: 'site_not_found', noun: 'site' },
  infrastructure: { subject: 'Infrastructure', notFound: 'infrastructure_not_found', noun: 'infrastructure' },
  facility: { subject: 'Facility', notFound: 'facility_not_found', noun: 'facility' },
  'cross-section': { subject: 'CrossSection', notFound: 'cross_section_not_found', noun: 'cross-section' },
} as const;
