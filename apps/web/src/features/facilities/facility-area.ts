/**
 * Facilities as an area: a retaining structure of an infrastructure (an embankment, a saddle dam),
 * with its measures, dam safety reviews, class and review board (DOMAIN "Asset tree"). Its list,
 * record, new and edit pages come from this declaration (and the record's schemas, where it sits
 * and what it holds, in `facility-pages.tsx`). Light on purpose: routes read it at start-up.
 */
import { constructionMethods, facilityPhases, facilityTypes } from '@freeboard/shared/common/assets';
import { facilityNames } from '@freeboard/shared/facilities/facilities.names';
import type { Facility } from '@freeboard/shared/facilities/facilities.schemas';
import { facilitySortFields, type FacilityListQuery } from '@freeboard/shared/facilities/facility-list-query';
import { declareArea } from '../../lib/collection/plain-area';
import { facilitySections } from '../../lib/record-sections';

/** A measure in the unit its label names ("Height (m)"), to the millimetre. */
const measure = { kind: 'number', decimals: 3, list: false } as const;
/** Its class, review board and counts: a panel of their own. */
const safety = 'details.safety';

export const facilityArea = declareArea<Facility, FacilityListQuery>({
  names: facilityNames,
  namespace: 'assets',
  keyPrefix: 'facility',
  crumbs: { area: 'nav.facilities', record: 'crumbs.facility', new: 'crumbs.newFacility' },
  shortFacts: true,
  sortFields: facilitySortFields,
  fields: {
    // Its infrastructure, and the site above it: both list filters, the site quieter under it in the list.
    infrastructureID: { kind: 'parent', type: 'infrastructure', above: ['site'], width: 230 },
    type: { kind: 'choice', values: facilityTypes, words: 'facilityTypes', list: false },
    constructionMethod: { kind: 'choice', values: constructionMethods, words: 'constructionMethods', list: false },
    phase: { kind: 'choice', values: facilityPhases, words: 'facilityPhases', filter: true, width: 130 },
    lastDamSafetyReview: { kind: 'date', list: false },
    nextDamSafetyReview: { kind: 'date', list: false },
    heightM: measure,
    crestElevationMasl: measure,
    crestLengthM: measure,
    storageVolumeM3: measure,
    consequenceClass: {
      kind: 'consequenceClass',
      filter: true,
      panel: safety,
      listBeside: ['itrbRequired'],
      width: 190,
    },
    itrbRequired: { kind: 'requirement', met: 'itrbAssigned', words: 'itrb', panel: safety },
    crossSectionCount: { kind: 'number', readOnly: true, panel: safety, width: 130 },
    openRiskCount: { kind: 'openRisks', panel: safety, width: 90 },
    overdueActionCount: { kind: 'number', readOnly: true, panel: safety, list: false },
  },
  // The warning of a missing review board beside its code.
  badges: ['itrbRequired'],
  subtitle: 'type',
  columns: ['infrastructureID', 'phase', 'crossSectionCount', 'consequenceClass', 'openRiskCount'],
  sections: facilitySections.slice(1),
  codeExample: 'F-001',
});
