import { diffWords } from 'diff';

export type TextPart = { text: string; change: 'SAME' | 'ADDED' | 'REMOVED' };

/**
 * What one comparison may spend on word-by-word diffs (README 'Versions: compare'). jsdiff's
 * Myers diff costs (length × edits): a 5,000-character step rewritten took 1.3–2.3 s (#43). So
 * the unchanged words at either end are set aside first (linear), only a middle of at most
 * `MAX_MIDDLE` characters is diffed by word, giving up past `MAX_EDITS` changed words, and one
 * request diffs at most `REQUEST_CHARS` characters in all. Past any of these the middle reads as
 * rewritten: the old text removed, the new added. Figures: services/recipe/bench/version-diff.ts.
 */
export const WORD_DIFF = { MAX_MIDDLE: 2_000, MAX_EDITS: 120, REQUEST_CHARS: 20_000 } as const;

/** Characters a request may still diff word by word; shared by every comparison the request makes. */
export type DiffBudget = { chars: number; spentOut: boolean };
export const diffBudget = (chars: number = WORD_DIFF.REQUEST_CHARS): DiffBudget => ({ chars, spentOut: false });

const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);

/** Length of the common start, cut back to a word boundary (never inside a word). */
function sharedStart(a: string, b: string): number {
  const max = Math.min(a.length, b.length);
  let n = 0;
  while (n < max && a[n] === b[n]) n++;
  if (n === a.length && n === b.length) return n;
  const endsWord = (s: string) => n === s.length || isSpace(s[n]) || isSpace(s[n - 1]);
  if (endsWord(a) && endsWord(b)) return n;
  while (n > 0 && !isSpace(a[n - 1])) n--;
  return n;
}

/** Length of the common end after `start`, cut back so it begins at a word boundary. */
function sharedEnd(a: string, b: string, start: number): number {
  const max = Math.min(a.length, b.length) - start;
  let n = 0;
  while (n < max && a[a.length - 1 - n] === b[b.length - 1 - n]) n++;
  const beginsWord = (s: string) => n === s.length - start || isSpace(s[s.length - n]) || isSpace(s[s.length - n - 1]);
  if (beginsWord(a) && beginsWord(b)) return n;
  while (n > 0 && !isSpace(a[a.length - n])) n--;
  return n;
}

const rewritten = (before: string, after: string): TextPart[] => [
  ...(before ? [{ text: before, change: 'REMOVED' as const }] : []),
  ...(after ? [{ text: after, change: 'ADDED' as const }] : []),
];

function middleParts(before: string, after: string, budget: DiffBudget): TextPart[] {
  if (!before || !after) return rewritten(before, after);
  const size = before.length + after.length;
  if (size > WORD_DIFF.MAX_MIDDLE) return rewritten(before, after);
  if (size > budget.chars) {
    budget.spentOut = true;
    return rewritten(before, after);
  }
  budget.chars -= size;
  const changes = diffWords(before, after, { maxEditLength: WORD_DIFF.MAX_EDITS });
  if (!changes) return rewritten(before, after);
  return changes.map((c) => ({ text: c.value, change: c.added ? 'ADDED' : c.removed ? 'REMOVED' : 'SAME' }));
}

/** `before` to `after` word by word, within the budget (a budget of its own when none is given). */
export function wordParts(before: string | null, after: string | null, budget: DiffBudget = diffBudget()): TextPart[] {
  const from = before ?? '';
  const to = after ?? '';
  if (from === to) return to ? [{ text: to, change: 'SAME' }] : [];
  const start = sharedStart(from, to);
  const end = sharedEnd(from, to, start);
  const parts: TextPart[] = [
    { text: from.slice(0, start), change: 'SAME' },
    ...middleParts(from.slice(start, from.length - end), to.slice(start, to.length - end), budget),
    { text: from.slice(from.length - end), change: 'SAME' },
  ];
  // Joined where two neighbours say the same, so a caller sees one part per run.
  return parts.reduce<TextPart[]>((out, part) => {
    const last = out.at(-1);
    if (!part.text) return out;
    if (last?.change === part.change) last.text += part.text;
    else out.push({ ...part });
    return out;
  }, []);
}
