/** The names facilities go by on both sides (`common/area-names.ts`). */
import { areaNames } from '../common/area-names';

export const facilityNames = areaNames({
  path: 'facilities',
  subject: 'Facility',
  noun: 'facility',
  idField: 'facilityID',
  group: 'assets',
});
