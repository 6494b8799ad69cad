/** The names infrastructures go by on both sides (`common/area-names.ts`). */
import { areaNames } from '../common/area-names';

export const infrastructureNames = areaNames({
  path: 'infrastructures',
  subject: 'Infrastructure',
  noun: 'infrastructure',
  idField: 'infrastructureID',
  group: 'assets',
});
