import type { CSSProperties } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

const UNDERLINED: CSSProperties = { textDecoration: 'underline' };

/**
 * A link inside a line of text (a sub-recipe in an ingredient line, the recipes a gap holds up): underlined, as
 * the link colour alone does not tell it apart from the words around it (WCAG 1.4.1, axe's link-in-text-block).
 * Links that stand on their own (a menu, a button row) keep antd's plain look.
 */
export function TextLink({ style, ...props }: LinkProps) {
  return <Link {...props} style={{ ...UNDERLINED, ...style }} />;
}
