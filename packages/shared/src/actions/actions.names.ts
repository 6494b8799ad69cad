/** The names actions go by on both sides (`common/area-names.ts`). */
import { areaNames } from '../common/area-names';

export const actionNames = areaNames({
  path: 'actions',
  subject: 'Action',
  noun: 'action',
  idField: 'actionID',
  group: 'work',
});
