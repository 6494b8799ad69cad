/** The names documents go by on both sides (`common/area-names.ts`). */
import { areaNames } from '../common/area-names';

export const documentNames = areaNames({
  path: 'documents',
  subject: 'Document',
  noun: 'document',
  idField: 'documentID',
  group: 'work',
});
