/** The names sites go by on both sides (`common/area-names.ts`). */
import { areaNames } from '../common/area-names';

export const siteNames = areaNames({
  path: 'sites',
  subject: 'Site',
  noun: 'site',
  idField: 'siteID',
  group: 'assets',
});
