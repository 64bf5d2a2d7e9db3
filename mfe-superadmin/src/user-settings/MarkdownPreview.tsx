import { Typography } from 'antd';
import Markdown, { type Components } from 'react-markdown';

// As on the legal pages (mfe-auth LegalText), whose own title sits above the text's headings.
const HEADINGS: Components = { h1: 'h4', h2: 'h5', h3: 'h6', h4: 'h6', h5: 'h6', h6: 'h6' };

/**
 * Markdown as the legal pages show it. No rehype-raw: HTML in the text stays text, so nothing
 * typed here can run or load in a reader's browser; react-markdown also drops javascript: links.
 */
export function MarkdownPreview({ text }: { text: string }) {
  return (
    <Typography>
      <Markdown components={HEADINGS}>{text}</Markdown>
    </Typography>
  );
}
