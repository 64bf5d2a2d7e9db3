import { performance } from 'node:perf_hooks';
import { diffWords } from 'diff';
import type { VersionContent, VersionStep } from '../dist/versions/version-content';
import { diffVersions } from '../dist/versions/version-diff';
import { diffBudget, WORD_DIFF } from '../dist/versions/word-diff';

/*
 * `npm run bench:diff -w @brigade/recipe`: the CPU one comparison of two versions costs on the
 * recipe service's thread (README 'Versions: compare', #43). The worst case the issue names: a
 * 20-step save of 5,000-character steps against a rewrite of every step; then the worst case for
 * today's rules: 20 steps whose changed middles are just under the word-by-word limits. "Before"
 * is main's diff until #43: jsdiff's diffWords on each whole step. Fails past 50 ms per request.
 */
const STEPS = 20;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LIMIT_MS = 50;

/** Words from a seed, so every run compares the same texts. */
function words(seed: number, chars: number): string {
  let s = seed;
  const out: string[] = [];
  let length = 0;
  while (length < chars) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const word = `w${(s % 5000).toString(36)}`;
    out.push(word);
    length += word.length + 1;
  }
  return out.join(' ').slice(0, chars);
}

function content(steps: string[]): VersionContent {
  const byKey: Record<string, VersionStep> = {};
  steps.forEach((description, i) => (byKey[`s${i}`] = { title: `Step ${i + 1}`, description, image: null, video: null }));
  return {
    title: 'Bench',
    description: null,
    coverPic: null,
    video: null,
    type: 'RECIPE',
    status: 'ACTIVE',
    categoryId: null,
    subCategoryId: null,
    isPrivate: false,
    cookIds: [],
    utensils: [],
    yieldValue: null,
    yieldUnitId: null,
    yieldUnitOfMeasure: null,
    notes: null,
    allergenIds: [],
    mayContainAllergenIds: [],
    effectiveAllergenIds: [],
    sellingPrice: null,
    vatRate: null,
    lines: {},
    lineOrder: [],
    steps: byKey,
    stepOrder: steps.map((_, i) => `s${i}`),
  };
}

/** Median and worst of `RUNS` timings of `work`, in ms. */
function time(work: () => void): { median: number; worst: number } {
  const runs = Array.from({ length: RUNS }, () => {
    const at = performance.now();
    work();
    return performance.now() - at;
  }).sort((a, b) => a - b);
  return { median: runs[Math.floor(RUNS / 2)] ?? 0, worst: runs.at(-1) ?? 0 };
}

const oldDiff = (from: string[], to: string[]) => from.forEach((text, i) => diffWords(text, to[i] ?? ''));

const rewrite = {
  from: Array.from({ length: STEPS }, (_, i) => words(i + 1, 5000)),
  to: Array.from({ length: STEPS }, (_, i) => words(i + 101, 5000)),
};
// Today's worst: each step's changed middle just under MAX_MIDDLE, its words nearly all edited but
// under MAX_EDITS, around an unchanged start and end (which cost only a linear scan).
const edits = WORD_DIFF.MAX_EDITS - 2;
const middle = (seed: number) => words(seed, WORD_DIFF.MAX_MIDDLE / 2 - 10);
const worst = {
  from: Array.from({ length: STEPS }, (_, i) => `${words(500, 1500)} ${middle(i + 1)} ${words(600, 1500)}`),
  to: Array.from({ length: STEPS }, (_, i) => {
    let n = 0;
    const edited = middle(i + 1).replace(/ w/g, (m) => (n++ < edits / 2 ? ' v' : m));
    return `${words(500, 1500)} ${edited} ${words(600, 1500)}`;
  }),
};

const row = (label: string, value: string) => console.log(`${label.padEnd(70)} ${value}`);
const fmt = ({ median, worst: w }: { median: number; worst: number }) => `median ${median.toFixed(1)} ms, worst ${w.toFixed(1)} ms`;

console.log(`version diff: one comparison of two ${STEPS}-step versions, ${RUNS} runs each (CPU on one thread)`);
const before = time(() => oldDiff(rewrite.from, rewrite.to));
row('5,000-character steps, every one rewritten: before (diffWords per step)', fmt(before));
const afterRewrite = time(() => diffVersions(content(rewrite.from), content(rewrite.to), diffBudget()));
row('the same: now', fmt(afterRewrite));
const beforeWorst = time(() => oldDiff(worst.from, worst.to));
row(`steps with a ${WORD_DIFF.MAX_MIDDLE}-character edited middle: before`, fmt(beforeWorst));
const afterWorst = time(() => diffVersions(content(worst.from), content(worst.to), diffBudget()));
row('the same: now (the request budget spent)', fmt(afterWorst));
row('15 aliases of one request, before (15 comparisons, no cache)', `${(before.median * 15).toFixed(0)} ms`);

const slowest = Math.max(afterRewrite.worst, afterWorst.worst);
if (slowest > LIMIT_MS) {
  console.error(`FAIL: one comparison took ${slowest.toFixed(1)} ms, more than ${LIMIT_MS} ms`);
  process.exit(1);
}
