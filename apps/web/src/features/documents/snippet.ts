/**
 * A search snippet as the API sends it: text in which only `<mark>…</mark>` is markup and everything
 * else is HTML-escaped (`&amp;`, `&lt;`, `&gt;`). It is turned into plain pieces of text, each
 * marked or not, for React to render as text: never as HTML.
 */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>' };

/** Undoes the three escapes, in one pass, so `&amp;lt;` stays the text `&lt;`. */
function unescapeText(text: string): string {
  return text.replace(/&(?:amp|lt|gt);/g, (entity) => entities[entity]!);
}

export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let marked = false;
  // Splitting on the tags alternates unmarked and marked text; a stray tag only flips the state.
  for (const piece of snippet.split(/(<\/?mark>)/)) {
    if (piece === '<mark>') marked = true;
    else if (piece === '</mark>') marked = false;
    else if (piece !== '') {
      const text = unescapeText(piece);
      const previous = parts.at(-1);
      if (previous && previous.marked === marked) previous.text += text;
      else parts.push({ text, marked });
    }
  }
  return parts;
}
