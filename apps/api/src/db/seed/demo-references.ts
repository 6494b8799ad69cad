/**
 * Resolves the names the demo data uses for people and files (user keys, document file names) to
 * identifiers. A typo, or a user who is not a member of the tenant, fails the seed instead of
 * leaving a dangling or foreign reference.
 */
import type { DemoUserKey } from './demo-types';

export type MemberOf = (key: DemoUserKey) => string;
export type DocumentOf = (fileName: string) => string;

export function memberResolver(members: Map<DemoUserKey, string>): MemberOf {
  return (key) => {
    const userId = members.get(key);
    if (!userId) throw new Error(`Demo user ${key} is not a member of this tenant`);
    return userId;
  };
}

export function documentResolver(documentIdsByFileName: Map<string, string>): DocumentOf {
  return (fileName) => {
    const documentId = documentIdsByFileName.get(fileName);
    if (!documentId) throw new Error(`Unknown demo document ${fileName}`);
    return documentId;
  };
}
