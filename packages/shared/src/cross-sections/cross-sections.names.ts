/** The names cross sections go by on both sides (`common/area-names.ts`). */
import { areaNames } from '../common/area-names';

export const crossSectionNames = areaNames({
  path: 'cross-sections',
  subject: 'CrossSection',
  noun: 'cross-section',
  idField: 'crossSectionID',
  group: 'assets',
});
