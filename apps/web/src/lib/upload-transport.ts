/**
 * Requests that report their upload progress (documents): `fetch` cannot, XMLHttpRequest can. The
 * client loads this with the first such request, so no other page carries it.
 */
import { parseBody, type Transport } from './http-transport';

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

export const xhrTransport: Transport = (request) =>
  new Promise((resolve, reject) => {
    const { signal } = request;
    if (signal?.aborted) {
      reject(new DOMException('The request was aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    xhr.open(request.method.toUpperCase(), request.href);
    xhr.withCredentials = true;
    xhr.responseType = request.responseType === 'blob' ? 'blob' : 'text';
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) =>
      request.onUploadProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        headers: headersOf(xhr.getAllResponseHeaders()),
        data: xhr.responseType === 'blob' ? (xhr.response as Blob) : parseBody(xhr.responseText),
      });
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new DOMException('The request was aborted', 'AbortError'));
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(request.body ?? null);
  });
