import { diffBudget, wordParts, WORD_DIFF, type TextPart } from '../src/versions/word-diff';

const side = (parts: TextPart[], drop: TextPart['change']) =>
  parts
    .filter((p) => p.change !== drop)
    .map((p) => p.text)
    .join('');
const changed = (parts: TextPart[]) => parts.filter((p) => p.change !== 'SAME').map((p) => [p.change, p.text.trim()]);

/** Words from a fixed seed, so every run compares the same texts. */
function words(seed: number, count: number): string {
  let s = seed;
  return Array.from({ length: count }, () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return `w${(s % 5000).toString(36)}`;
  }).join(' ');
}

describe('a step compared word by word', () => {
  it('marks only the words that changed, keeping the rest as it was', () => {
    const parts = wordParts('Reduce the vinegar by half, then strain', 'Reduce the vinegar by two thirds, then strain');
    expect(changed(parts)).toEqual([
      ['REMOVED', 'half'],
      ['ADDED', 'two thirds'],
    ]);
  });

  it('never cuts a word in two at the shared start or end', () => {
    expect(changed(wordParts('Add salt', 'Add salty butter'))).toEqual([
      ['REMOVED', 'salt'],
      ['ADDED', 'salty butter'],
    ]);
    expect(changed(wordParts('unsalted butter', 'salted butter'))).toEqual([
      ['REMOVED', 'unsalted'],
      ['ADDED', 'salted'],
    ]);
  });

  it('gives back both texts whole, from the parts, for every kind of edit', () => {
    const base = words(1, 300);
    const edits = [
      base.replace(/w1/g, 'x1'),
      `${base.slice(0, 700)} a few new words ${base.slice(700)}`,
      base.slice(0, 400) + base.slice(900),
      words(7, 300),
      '',
    ];
    for (const edited of edits) {
      const parts = wordParts(base, edited);
      expect(side(parts, 'ADDED')).toBe(base);
      expect(side(parts, 'REMOVED')).toBe(edited);
    }
  });
});

describe('what a comparison spends', () => {
  it('a 5,000-character step rewritten reads as removed and added, not diffed word by word', () => {
    const parts = wordParts(words(1, 900).slice(0, 5000), words(7, 900).slice(0, 5000));
    expect(parts.map((p) => p.change)).toEqual(['REMOVED', 'ADDED']);
  });

  it('a small edit in a long step is still shown word by word', () => {
    const long = words(3, 900);
    const parts = wordParts(long, long.replace(/ (\S+)$/, ' finale'));
    expect(parts.filter((p) => p.change !== 'SAME').map((p) => p.text)).toHaveLength(2);
    expect(parts[0]).toEqual({ text: expect.stringMatching(/^w/) as unknown, change: 'SAME' });
  });

  it('past the edits it gives up word by word and shows the middle rewritten', () => {
    const before = words(5, 150);
    const after = before.replace(/w/g, 'v');
    expect(before.length + after.length).toBeLessThan(WORD_DIFF.MAX_MIDDLE);
    expect(changed(wordParts(before, after)).map(([kind]) => kind)).toEqual(['REMOVED', 'ADDED']);
  });

  it('one budget per request: once spent, the rest reads rewritten and the budget says so', () => {
    const budget = diffBudget(300);
    const first = wordParts('Whisk the yolks with the reduction', 'Whisk the yolks with the cold reduction', budget);
    expect(changed(first)).toEqual([['ADDED', 'cold']]);
    expect(budget.spentOut).toBe(false);
    const text = words(9, 60);
    const second = wordParts(text, text.replace(/w/g, 'v'), budget);
    expect(second.map((p) => p.change)).toEqual(['REMOVED', 'ADDED']);
    expect(budget.spentOut).toBe(true);
  });
});
