import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES } from './translate';

/** A catalogue as its files hold it: locale → key → ICU message. Anything may be missing or wrong; that is what is checked. */
export type CatalogueFiles = Partial<Record<string, Record<string, unknown>>>;

/** What @formatjs/icu-messageformat-parser makes of a message (intl-messageformat parses with it). */
type Element = ReturnType<IntlMessageFormat['getAst']>[number];

// The parser's element types (its TYPE enum): literal text, `#` in a plural, and those that name an argument.
const KINDS: Record<number, string | null> = {
  0: null,
  1: 'argument',
  2: 'number',
  3: 'date',
  4: 'time',
  5: 'select',
  6: 'plural',
  7: null,
  8: 'tag',
};

/** Every argument a message names, with its kind ('count:plural'), and the plural options it offers. */
function argumentsOf(elements: Element[], into = { names: new Set<string>(), pluralOptions: new Set<string>() }) {
  for (const el of elements) {
    const kind = KINDS[el.type];
    if (!kind || !('value' in el)) continue;
    into.names.add(`${el.value}${kind === 'argument' ? '' : `:${kind}`}`);
    if ('children' in el) argumentsOf(el.children, into);
    if ('options' in el) {
      for (const [option, { value }] of Object.entries(el.options)) {
        if (kind === 'plural' && !option.startsWith('=')) into.pluralOptions.add(option);
        argumentsOf(value, into);
      }
    }
  }
  return into;
}

const parsed = (text: string, locale: string) => argumentsOf(new IntlMessageFormat(text, locale).getAst());
const listed = (names: Set<string>) => `{${[...names].sort().join(', ')}}`;

/**
 * Every way a set of catalogues (name → catalogue) falls short of "every interface language has
 * every key of English, with English's placeholders": a locale or key missing, a key or locale
 * English does not have, a message that is not a string or does not parse, an argument dropped,
 * added or of another kind ({value, number} kept a number, a plural kept a plural), or a plural
 * option the language never picks. Empty when all is well; each problem names catalogue, locale and key.
 */
export function catalogueProblems(catalogues: Record<string, CatalogueFiles>): string[] {
  const problems: string[] = [];
  for (const [name, catalogue] of Object.entries(catalogues)) {
    const english = catalogue.en;
    if (!english) {
      problems.push(`${name}: no en catalogue, which gives the keys`);
      continue;
    }
    for (const locale of Object.keys(catalogue))
      if (!(LOCALES as readonly string[]).includes(locale)) problems.push(`${name}/${locale}: not an interface language (LOCALES)`);
    const wanted = new Map<string, Set<string>>();
    for (const [key, text] of Object.entries(english)) {
      if (typeof text !== 'string') continue;
      try {
        wanted.set(key, parsed(text, 'en').names);
      } catch {
        // Reported below with en's other problems.
      }
    }
    for (const locale of LOCALES) {
      const messages = catalogue[locale];
      if (!messages) {
        problems.push(`${name}/${locale}: missing (every interface language needs every key)`);
        continue;
      }
      const categories = new Set<string>(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);
      for (const key of Object.keys(english)) if (!(key in messages)) problems.push(`${name}/${locale}: missing "${key}"`);
      for (const [key, text] of Object.entries(messages)) {
        const where = `${name}/${locale}: "${key}"`;
        if (!(key in english)) {
          problems.push(`${where} is not in en`);
          continue;
        }
        if (typeof text !== 'string') {
          problems.push(`${where} is not a string`);
          continue;
        }
        let found: ReturnType<typeof parsed>;
        try {
          found = parsed(text, locale);
        } catch (error) {
          problems.push(`${where} does not parse: ${(error as Error).message}`);
          continue;
        }
        const want = wanted.get(key);
        if (want && listed(want) !== listed(found.names))
          problems.push(`${where} has placeholders ${listed(found.names)} where en has ${listed(want)}`);
        for (const option of found.pluralOptions)
          if (!categories.has(option)) problems.push(`${where} has the plural option "${option}", which ${locale} never uses`);
      }
    }
  }
  return problems;
}
