/** Hands a downloaded file to the browser's save dialog under the given name. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; release it once the download has started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The name the server gave a download (`content-disposition: attachment; filename="…"`), else `fallback`. */
export function attachmentName(disposition: unknown, fallback: string): string {
  const match = typeof disposition === 'string' ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? fallback;
}
