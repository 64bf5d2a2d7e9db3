import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** The languages every app ships (packages/ui's LOCALES; repeated here because this runs in node at build time). */
export const LOCALE_FILES = ['en', 'nl', 'es', 'de', 'fr', 'da'] as const;

/**
 * What `formatjs extract` finds in an app's code: id → English default message. English is
 * never written by hand; `npm run i18n` writes src/lang/en.json from this.
 */
export function extractMessages(dir: string): Record<string, string> {
  const bin = require.resolve('@formatjs/cli/bin/formatjs');
  const out = execFileSync(
    process.execPath,
    [bin, 'extract', 'src/**/*.{ts,tsx}', '--ignore', 'src/**/*.d.ts', '--format', 'simple', '--throws'],
    { cwd: dir, encoding: 'utf8' },
  );
  return JSON.parse(out || '{}') as Record<string, string>;
}

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    into.add(el.value);
    if (el.type === TYPE.tag) argumentsOf(el.children, into);
    if (el.type === TYPE.select || el.type === TYPE.plural) for (const option of Object.values(el.options)) argumentsOf(option.value, into);
  }
  return into;
}

/**
 * Every way an app's catalogues disagree with its code: an English catalogue out of date, a
 * language missing a key the code uses, a key nobody uses, a translation that drops or invents a
 * placeholder, or a message that does not parse. Empty when all is well.
 */
export function catalogueProblems(dir: string): string[] {
  const used = extractMessages(dir);
  const problems: string[] = [];
  for (const locale of LOCALE_FILES) {
    const file = join(dir, 'src', 'lang', `${locale}.json`);
    if (!existsSync(file)) {
      problems.push(`${locale}: src/lang/${locale}.json is missing`);
      continue;
    }
    const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    for (const [id, english] of Object.entries(used)) {
      const text = catalogue[id];
      if (text === undefined) problems.push(`${locale}: missing "${id}"`);
      else if (locale === 'en' && text !== english) problems.push(`en: "${id}" differs from the code (run npm run i18n)`);
      else {
        try {
          const want = [...argumentsOf(parse(english))].sort().join();
          const got = [...argumentsOf(parse(text))].sort().join();
          if (want !== got) problems.push(`${locale}: "${id}" has placeholders {${got}} instead of {${want}}`);
        } catch (error) {
          problems.push(`${locale}: "${id}" does not parse: ${(error as Error).message}`);
        }
      }
    }
    for (const id of Object.keys(catalogue)) if (!(id in used)) problems.push(`${locale}: "${id}" is not used in the code`);
  }
  return problems;
}
