/** `PATCH /api/documents/{documentID}`: metadata and placement, with the version the edit started from. */
import { dataEnvelope } from '@freeboard/shared/common/common.schemas';
import {
  documentDetailSchema,
  type DocumentDetail,
  type UpdateDocumentInput,
} from '@freeboard/shared/documents/documents.schemas';
import { http } from '../../../lib/api';
import { useAreaMutation } from '../../../lib/area-mutation';
import { forTenant } from '../../../lib/tenant-scope';
import { documentKeys } from '../../../lib/documents/document-keys';

const documentResponseSchema = dataEnvelope(documentDetailSchema);

export async function updateDocument(
  tenantID: string,
  documentID: string,
  input: UpdateDocumentInput,
): Promise<DocumentDetail> {
  const response = await http.patch(`/documents/${encodeURIComponent(documentID)}`, input, forTenant(tenantID));
  return documentResponseSchema.parse(response.data).data;
}

export function useUpdateDocument(documentID: string) {
  return useAreaMutation({
    keys: documentKeys,
    mutationFn: (input: UpdateDocumentInput, tenantID) => updateDocument(tenantID, documentID, input),
    onSuccess: (document, _input, { tenantID, queryClient }) => {
      // The drawer shows the saved document at once, before the area is read again.
      queryClient.setQueryData(documentKeys.detail(tenantID, documentID), document);
    },
  });
}
