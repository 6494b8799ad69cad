/**
 * Infrastructures as an area: a dam, a tailings storage or a heap under a site (DOMAIN "Asset
 * tree"). Its list, record, new and edit pages come from this declaration (and the record's
 * schemas, where it sits and what it holds, in `infrastructure-pages.tsx`). Light on purpose: routes
 * read it at start-up.
 */
import { infrastructureNames } from '@freeboard/shared/infrastructures/infrastructures.names';
import { infrastructureTypes } from '@freeboard/shared/common/assets';
import {
  infrastructureSortFields,
  type InfrastructureListQuery,
} from '@freeboard/shared/infrastructures/infrastructure-list-query';
import type { Infrastructure } from '@freeboard/shared/infrastructures/infrastructures.schemas';
import { declareArea } from '../../lib/collection/plain-area';
import { infrastructureSections } from '../../lib/record-sections';

export const infrastructureArea = declareArea<Infrastructure, InfrastructureListQuery>({
  names: infrastructureNames,
  namespace: 'assets',
  keyPrefix: 'infrastructure',
  crumbs: { area: 'nav.infrastructures', record: 'crumbs.infrastructure', new: 'crumbs.newInfrastructure' },
  shortFacts: true,
  sortFields: infrastructureSortFields,
  fields: {
    siteID: { kind: 'parent', type: 'site' },
    type: { kind: 'choice', values: infrastructureTypes, words: 'infrastructureTypes', filter: true, width: 160 },
    phase: { kind: 'optionalText', hint: 'form.infrastructurePhaseHint', list: false },
    facilityCount: { kind: 'number', readOnly: true },
    consequenceClass: { kind: 'consequenceClass' },
  },
  subtitle: 'phase',
  sections: infrastructureSections.slice(1),
  codeExample: 'I-001',
});
