/** `DELETE /api/documents/{documentID}`: the document with every version of its file. */
import { http } from '../../../lib/api';
import { useAreaMutation } from '../../../lib/area-mutation';
import { forTenant } from '../../../lib/tenant-scope';
import { documentKeys } from '../../../lib/documents/document-keys';

export async function deleteDocument(tenantID: string, documentID: string): Promise<void> {
  await http.delete(`/documents/${encodeURIComponent(documentID)}`, forTenant(tenantID));
}

export function useDeleteDocument(documentID: string, onDeleted: () => unknown) {
  return useAreaMutation({
    keys: documentKeys,
    mutationFn: (_: void, tenantID) => deleteDocument(tenantID, documentID),
    onSuccess: async (_data, _variables, { tenantID, queryClient }) => {
      // Close the drawer first: its query would otherwise read a document that is gone.
      await onDeleted();
      queryClient.removeQueries({ queryKey: documentKeys.detail(tenantID, documentID) });
    },
  });
}
