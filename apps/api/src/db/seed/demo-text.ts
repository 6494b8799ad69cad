/**
 * The paragraph convention of the demo documents (`## ` heading, `- ` list item, else a
 * paragraph), and its Markdown and plain-text renderings.
 */
export type Block = { kind: 'heading' | 'item' | 'paragraph'; text: string };

export function toBlocks(paragraphs: string[]): Block[] {
  return paragraphs.map((paragraph) => {
    if (paragraph.startsWith('## ')) return { kind: 'heading', text: paragraph.slice(3) };
    if (paragraph.startsWith('- ')) return { kind: 'item', text: paragraph.slice(2) };
    return { kind: 'paragraph', text: paragraph };
  });
}

/** Joins rendered blocks: list items on consecutive lines, everything else separated by a blank line. */
function joinBlocks(blocks: Block[], render: (block: Block) => string): string {
  let text = '';
  blocks.forEach((block, index) => {
    const previous = blocks[index - 1];
    if (previous) text += previous.kind === 'item' && block.kind === 'item' ? '\n' : '\n\n';
    text += render(block);
  });
  return `${text}\n`;
}

export function renderMarkdown(title: string, particulars: string, paragraphs: string[]): string {
  const body = joinBlocks(toBlocks(paragraphs), (block) =>
    block.kind === 'heading' ? `## ${block.text}` : block.kind === 'item' ? `- ${block.text}` : block.text,
  );
  return `# ${title}\n\n_${particulars}_\n\n${body}`;
}

/**
 * Plain text as a person would type it; also the text that extraction yields from the PDF version,
 * so that search and mentions work the same whatever the file type.
 */
export function renderPlainText(title: string, particulars: string, paragraphs: string[]): string {
  const body = joinBlocks(toBlocks(paragraphs), (block) =>
    block.kind === 'heading'
      ? `${block.text}\n${'-'.repeat(block.text.length)}`
      : block.kind === 'item'
        ? `* ${block.text}`
        : block.text,
  );
  return `${title}\n${'='.repeat(title.length)}\n${particulars}\n\n${body}`;
}
