import type { CSSProperties } from 'react';

/**
 * The line's fixed allergen colours, the same on the dark and the light theme: white on deep red
 * (contains), near-black on amber (may contain), white on grey (not checked). A change to an
 * allergen is painted in its group's colours wherever the line shows it.
 */
export const ALLERGEN_COLOURS = {
  contains: { background: '#a8071a', color: '#fff' },
  mayContain: { background: '#ffd666', color: '#141414' },
  unknown: { background: '#595959', color: '#fff' },
} satisfies Record<string, CSSProperties>;
