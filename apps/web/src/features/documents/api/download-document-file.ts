/** A document's file (the current one, or an earlier version's) saved under its file name. */
import { saveBlob } from '../../../lib/save-blob';
import { getDocumentFile } from './get-document-file';

/** `versionNumber`: an earlier file's (the document's own `version` counts its edits, not its files). */
export async function downloadDocumentFile(
  tenantID: string | null,
  file: { documentID: string; fileName: string; versionNumber?: number },
) {
  if (!tenantID) throw new Error('No active tenant to download a document from');
  saveBlob(await getDocumentFile(tenantID, file.documentID, file.versionNumber), file.fileName);
}
