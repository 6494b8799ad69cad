/**
 * Cross-sections as an area: a profile across a facility's embankment at a chainage, with its
 * geometry, ground and materials, rated for consequence (DOMAIN "Asset tree"). Its list, record, new
 * and edit pages come from this declaration (and the record's schemas, where it sits, in
 * `cross-section-pages.tsx`). Light on purpose: routes read it at start-up.
 */
import {
  crossSectionSortFields,
  type CrossSectionListQuery,
} from '@freeboard/shared/cross-sections/cross-section-list-query';
import { crossSectionNames } from '@freeboard/shared/cross-sections/cross-sections.names';
import type { CrossSection } from '@freeboard/shared/cross-sections/cross-sections.schemas';
import { declareArea } from '../../lib/collection/plain-area';
import { crossSectionSections } from '../../lib/record-sections';

/** A measure in metres, to the millimetre. */
const metres = { kind: 'number', decimals: 3 } as const;

export const crossSectionArea = declareArea<CrossSection, CrossSectionListQuery>({
  names: crossSectionNames,
  namespace: 'assets',
  keyPrefix: 'cross-section',
  crumbs: { area: 'nav.crossSections', record: 'crumbs.crossSection', new: 'crumbs.newCrossSection' },
  shortFacts: true,
  sortFields: crossSectionSortFields,
  fields: {
    facilityID: { kind: 'parent', type: 'facility', width: 240 },
    consequenceClass: { kind: 'consequenceClass' },
    chainageM: { ...metres, width: 120 },
    crestElevationMasl: metres,
    heightM: { ...metres, width: 110 },
    upstreamSlope: { kind: 'optionalText', hint: 'form.slopeHint' },
    downstreamSlope: { kind: 'optionalText', hint: 'form.slopeHint' },
    foundation: { kind: 'optionalText', long: true },
    materials: { kind: 'optionalText', long: true },
  },
  // Its class last, after the measures that place and size it.
  columns: ['facilityID', 'chainageM', 'heightM', 'consequenceClass'],
  sections: crossSectionSections.slice(1),
  codeExample: 'XS-001',
});
