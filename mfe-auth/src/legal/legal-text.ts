/** A piece of a legal text as the page shows it. */
export type Block = { kind: 'heading'; text: string } | { kind: 'list'; items: string[] } | { kind: 'paragraph'; lines: string[] };

const HTML_TAG = /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i;
const LIST_ITEM = /^(?:[-*•]|\d+[.)])\s+/;
const HEADING = /^#{1,6}\s+/;

/**
 * Text from stored HTML. The markup is never put into the page: an inert document (DOMParser
 * runs no scripts and loads nothing) only gives its text, with line breaks where blocks ended.
 */
function htmlToText(html: string): string {
  const marked = html
    .replace(/<br\s*\/?>/gi, '\n')
    // Each item starts a line of its own; the list's end closes the block.
    .replace(/<li(\s[^>]*)?>/gi, '\n- ')
    .replace(/<\/(p|div|h[1-6]|ul|ol|section|article|blockquote|tr|table|pre)>/gi, '\n\n');
  const doc = new DOMParser().parseFromString(marked, 'text/html');
  doc.querySelectorAll('script, style, template, noscript').forEach((node) => node.remove());
  return doc.body.textContent ?? '';
}

/** Markdown's emphasis markers are noise in plain text. */
const plain = (line: string) => line.replace(/(\*\*|__)(.+?)\1/g, '$2');

function toBlock(lines: string[]): Block[] {
  const [first = '', ...rest] = lines;
  if (HEADING.test(first)) return [{ kind: 'heading', text: plain(first.replace(HEADING, '')) }, ...(rest.length ? toBlock(rest) : [])];
  if (lines.every((l) => LIST_ITEM.test(l))) return [{ kind: 'list', items: lines.map((l) => plain(l.replace(LIST_ITEM, ''))) }];
  return [{ kind: 'paragraph', lines: lines.map(plain) }];
}

/**
 * The terms or privacy text (plain text, simple markdown-like text, or HTML from an editor) as
 * headings, lists and paragraphs; blank lines separate blocks.
 */
export function toBlocks(source: string): Block[] {
  const text = (HTML_TAG.test(source) ? htmlToText(source) : source).replace(/\r\n?/g, '\n');
  return text
    .split(/\n[ \t\u00a0]*\n/)
    .map((chunk) =>
      chunk
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .flatMap(toBlock);
}
