/**
 * A document's title until a person gives it one: its file's name without the ending. A title equal
 * to that is taken as not chosen by anyone, so it follows the file when a new version arrives; any
 * other title was typed by a person and stays (decision 0024).
 */
export function titleFromFileName(fileName: string): string {
  return fileName.replace(/\.[^.]{1,10}$/, '');
}

/** The title after a new version `fileName` replaces the file `currentFileName`. */
export function titleAfterNewVersion(current: { title: string; fileName: string }, fileName: string): string {
  return current.title === titleFromFileName(current.fileName) ? titleFromFileName(fileName) : current.title;
}
