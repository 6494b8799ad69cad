/**
 * What an Activity entry is about: the record's type in words, and where that record is shown, for
 * the types that have a page (an evaluation or a report does not yet).
 */
import type { Subject } from '@freeboard/shared/auth/abilities';
import { assetKinds, assetPath } from '../../lib/assets/asset-kinds';
import type { AssetType } from '@freeboard/shared/common/assets';

/** A record's own page, or a document opened over the documents list (`?document=`). */
export type SubjectLocation = { to: string } | { documentID: string };

const recordPaths: Partial<Record<Subject, string>> = {
  Risk: '/risks',
  Control: '/controls',
  Action: '/actions',
};

function assetTypeOf(subjectType: string): AssetType | undefined {
  return (Object.keys(assetKinds) as AssetType[]).find((type) => assetKinds[type].subject === subjectType);
}

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
  const assetType = assetTypeOf(subjectType);
  if (assetType) return { to: assetPath(assetType, subjectID) };
  if (subjectType === 'Document') return { documentID: subjectID };
  const path = recordPaths[subjectType as Subject];
  return path ? { to: `${path}/${encodeURIComponent(subjectID)}` } : null;
}
