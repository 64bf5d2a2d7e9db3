import { Typography } from 'antd';
import Markdown, { type Components } from 'react-markdown';

// The page's own title is an h3: the text's headings sit below it.
const HEADINGS: Components = { h1: 'h4', h2: 'h5', h3: 'h6', h4: 'h6', h5: 'h6', h6: 'h6' };

/**
 * A legal text as Markdown. No rehype-raw: HTML in the text is shown as text, never made into
 * elements, so nothing stored in the CMS can run or load in a visitor's browser; react-markdown
 * also drops javascript: links.
 */
export function LegalText({ markdown }: { markdown: string }) {
  return (
    <Typography>
      <Markdown components={HEADINGS}>{markdown}</Markdown>
    </Typography>
  );
}
