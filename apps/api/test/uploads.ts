/** Multipart uploads through `app.inject`, and waiting for the background text reading. */
import type { FreeboardDocument } from '@freeboard/shared/documents/documents.schemas';
import { asMember, type SignedIn, type TestApp } from './test-app';

export interface UploadFile {
  name: string;
  bytes: Uint8Array | string;
  type?: string;
}

/** The body and content type a browser would send for this form. */
export async function multipartBody(
  fields: Record<string, string | string[]>,
  file?: UploadFile,
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const entry of Array.isArray(value) ? value : [value]) form.append(name, entry);
  }
  if (file) {
    const bytes = typeof file.bytes === 'string' ? new TextEncoder().encode(file.bytes) : file.bytes;
    form.append('file', new Blob([bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

export async function postMultipart(
  testApp: TestApp,
  session: SignedIn,
  url: string,
  fields: Record<string, string | string[]>,
  file?: UploadFile,
  tenantID = session.defaultTenantID,
) {
  const { payload, contentType } = await multipartBody(fields, file);
  return testApp.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...asMember(session, tenantID), 'content-type': contentType },
  });
}

/** Uploads and expects 201; answers the new document. */
export async function uploaded(
  testApp: TestApp,
  session: SignedIn,
  file: UploadFile,
  fields: Record<string, string | string[]> = {},
  tenantID = session.defaultTenantID,
): Promise<FreeboardDocument> {
  const response = await postMultipart(testApp, session, '/api/documents', fields, file, tenantID);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: FreeboardDocument }).data;
}

/** Waits until the document's text has been read (or found unreadable). */
export async function textRead(
  testApp: TestApp,
  session: SignedIn,
  documentID: string,
  tenantID = session.defaultTenantID,
): Promise<FreeboardDocument> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    testApp.app.textIndexer.wake();
    const response = await testApp.app.inject({
      url: `/api/documents/${documentID}`,
      headers: asMember(session, tenantID),
    });
    const document = (response.json() as { data: FreeboardDocument }).data;
    if (document.textStatus !== 'pending') return document;
    if (Date.now() > deadline) throw new Error(`text of ${documentID} still pending`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
