/**
 * Every tab a record's declaration names is filled by a section declared on its kind, and no
 * section is declared on a kind whose page never shows it.
 */
import { describe, expect, it } from 'vitest';
import { actionArea } from '../../../features/actions/action-area';
import { controlArea } from '../../../features/controls/control-area';
import { crossSectionArea } from '../../../features/cross-sections/cross-section-area';
import { facilityArea } from '../../../features/facilities/facility-area';
import { infrastructureArea } from '../../../features/infrastructures/infrastructure-area';
import { riskSections } from '../../../features/risks/risk-sections';
import { siteArea } from '../../../features/sites/site-area';
import type { RecordKind } from '../../../lib/collection/record-section';
import { recordSections } from './record-sections.gen';
import { sectionsOf } from './sections-of';

/** The tabs each record page's declaration names. */
const tabsOf: Partial<Record<RecordKind, readonly string[]>> = {
  site: siteArea.sections,
  infrastructure: infrastructureArea.sections,
  facility: facilityArea.sections,
  'cross-section': crossSectionArea.sections,
  risk: riskSections,
  control: controlArea.sections,
  action: actionArea.sections,
};

const record = { ancestors: [], asset: null };

describe('record sections', () => {
  it.each(Object.entries(tabsOf))('fills every tab of a %s page', (kind, tabs) => {
    const { renderSection } = sectionsOf(kind as RecordKind);
    for (const tab of tabs ?? []) {
      if (tab === 'information') continue;
      expect(renderSection(tab, record, 'record-1'), `${kind} ${tab}`).toBeTruthy();
    }
  });

  it('declares each section only on pages that name it', () => {
    const strays = recordSections.flatMap((section) =>
      section.on
        .filter((kind) => section.name !== 'information' && !tabsOf[kind]?.includes(section.name))
        .map((kind) => `${section.name} on ${kind}`),
    );
    expect(strays).toEqual([]);
  });

  it('fills nothing that is not declared on the kind', () => {
    expect(sectionsOf('infrastructure').renderSection('users', record, 'record-1')).toBeUndefined();
    expect(sectionsOf('action').renderRelatedAlso).toBeUndefined();
  });

  it('adds the risk register under an asset’s facts', () => {
    expect(sectionsOf('facility').renderRelatedAlso?.(record, 'record-1')).toBeTruthy();
  });
});
