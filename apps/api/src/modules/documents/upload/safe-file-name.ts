/**
 * The name a file is kept and offered for download under: the client's name without any folder
 * part, control characters or characters that mean something to file systems, keeping its Unicode.
 */
const maxLength = 200;

export function safeFileName(given: string | undefined): string {
  const lastSegment = (given ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (cleaned === '') return 'file';
  if (cleaned.length <= maxLength) return cleaned;
  const extension = /\.[^.]{1,10}$/.exec(cleaned)?.[0] ?? '';
  return cleaned.slice(0, maxLength - extension.length) + extension;
}
