/** The names risks go by on both sides (`common/area-names.ts`). */
import { areaNames } from '../common/area-names';

export const riskNames = areaNames({
  path: 'risks',
  subject: 'Risk',
  noun: 'risk',
  idField: 'riskID',
  group: 'work',
});
