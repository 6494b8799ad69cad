/**
 * What an Activity entry is about: where its record is shown. Every area's record page is at
 * `/<path>/<id>` (its names, `*.names.ts`); a document opens over the documents list; settings and
 * members are seen on their own pages. Other types have no page (an evaluation or a report, yet).
 */
import { areaNamesList } from '@freeboard/shared/areas.gen';

/** A record's own page, or a document opened over the documents list (`?document=`). */
export type SubjectLocation = { to: string } | { documentID: string };

/**
 * Where the entry's record is shown, or `null`: no page for its type, no record named, or the entry
 * is the record's deletion (there is nothing left to show).
 */
export function subjectLocation(entry: {
  subjectType: string;
  subjectID: string | null;
  action: string;
}): SubjectLocation | null {
  const { subjectType, subjectID, action } = entry;
  if (subjectType === 'Settings') return { to: '/settings' };
  // Members have no page of their own: the list of them is where one is seen and changed.
  if (subjectType === 'User') return { to: '/users' };
  if (!subjectID || action === 'delete') return null;
  if (subjectType === 'Document') return { documentID: subjectID };
  const area = areaNamesList.find((names) => names.subject === subjectType);
  return area ? { to: `/${area.path}/${encodeURIComponent(subjectID)}` } : null;
}
