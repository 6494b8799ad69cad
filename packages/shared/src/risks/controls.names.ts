/** The names controls go by on both sides (`common/area-names.ts`). */
import { areaNames } from '../common/area-names';

export const controlNames = areaNames({
  path: 'controls',
  subject: 'Control',
  noun: 'control',
  idField: 'controlID',
  group: 'work',
});
