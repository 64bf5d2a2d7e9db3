import { z } from 'zod';
import {
  catalogueProblems,
  COMMON_MESSAGES,
  createInputParser,
  createTranslator,
  LOCALES,
  toLocale,
  type Catalogue,
  type CatalogueFiles,
} from '../src';
import { NO_OWN_MESSAGES } from '../src/i18n/translate';
import { KITCHEN_GATE_MESSAGES } from '../src/kitchen-gate';

/** The same messages in every locale, as a test's catalogue (a real one says each in its language). */
const everywhere = <K extends string>(messages: Record<K, string>, own: Partial<Catalogue<K>> = {}): Catalogue<K> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, own[locale] ?? messages])) as Catalogue<K>;

test('a locale header becomes one of the six languages, anything else English', () => {
  expect(toLocale('nl')).toBe('nl');
  expect(toLocale('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
  expect(toLocale('DE')).toBe('de');
  expect(toLocale('da')).toBe('da');
  expect(toLocale('da-DK')).toBe('da');
  expect(toLocale('da-DK,da;q=0.9,en;q=0.8')).toBe('da');
  expect(toLocale('sv')).toBe('en');
  expect(toLocale(undefined)).toBe('en');
});

test('messages are formatted in the asked language; a key in no catalogue is said as itself', () => {
  const t = createTranslator(
    everywhere(
      { cooks: 'Your plan allows {allowed, plural, one {# cook} other {# cooks}}' },
      {
        nl: { cooks: 'Uw abonnement staat {allowed, plural, one {# kok} other {# koks}} toe' },
        da: { cooks: 'Dit abonnement tillader {allowed, plural, one {# kok} other {# kokke}}' },
      },
    ),
  );
  expect(t('nl', 'cooks', { allowed: 5 })).toBe('Uw abonnement staat 5 koks toe');
  expect(t('en', 'cooks', { allowed: 1 })).toBe('Your plan allows 1 cook');
  expect(t('da', 'cooks', { allowed: 1 })).toBe('Dit abonnement tillader 1 kok');
  expect(t('da', 'cooks', { allowed: 3 })).toBe('Dit abonnement tillader 3 kokke');
  expect(t('da', 'nowhere' as 'cooks')).toBe('nowhere');
});

test('input rules report the first bad field with its translated message', () => {
  const t = createTranslator(
    everywhere({ required: 'Required', tooLong: 'At most {max}' }, { nl: { required: 'Verplicht', tooLong: 'Maximaal {max}' } }),
  );
  const parse = createInputParser(t, ['required', 'tooLong'] as const);
  const schema = z.object({
    name: z.string({ error: 'required' }).max(3, { error: 'tooLong' }),
    tags: z.array(z.string().max(2, { error: 'tooLong' })),
  });
  expect(parse(schema, { name: 'abc', tags: ['x'] }, 'en')).toEqual({ name: 'abc', tags: ['x'] });
  expect(() => parse(schema, { name: 'abcd', tags: [] }, 'nl')).toThrow('Maximaal 3');
  const thrown = (() => {
    try {
      return parse(schema, { name: 'a', tags: ['ok', 'toolong'] }, 'en', 'input');
    } catch (error) {
      return error;
    }
  })();
  expect(thrown).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'input.tags.1' } });
  expect(() => parse(schema, {}, 'en')).toThrow('Required');
});

test('the common messages come with every translator, and a service may word one its own way', () => {
  const t = createTranslator(everywhere({ urlInvalid: 'Upload a picture' }, { de: { urlInvalid: 'Lade ein Bild hoch' } }));
  expect(t('nl', 'required')).toBe('Dit veld is verplicht');
  expect(t('fr', 'tooLong', { max: 5 })).toBe('Utilisez au plus 5 caractères');
  expect(t('da', 'tooLong', { max: 5 })).toBe('Brug højst 5 tegn');
  expect(t('en', 'urlInvalid')).toBe('Upload a picture');
  expect(t('de', 'urlInvalid')).toBe('Lade ein Bild hoch');
  expect(createTranslator(NO_OWN_MESSAGES)('de', 'urlInvalid')).toBe('Bitte gib einen gültigen https-Link oder eine hochgeladene Datei an');
});

describe('catalogueProblems', () => {
  test("service-kit's own catalogues have every key in every locale, with English's placeholders", () => {
    expect(catalogueProblems({ common: COMMON_MESSAGES, 'kitchen-gate': KITCHEN_GATE_MESSAGES })).toEqual([]);
  });

  const probe = (): CatalogueFiles =>
    everywhere(
      { hello: 'Hello {name}', cooks: '{count, plural, one {# cook} other {# cooks}}', price: 'Costs {value, number}' },
      {
        nl: { hello: 'Hallo {name}', cooks: '{count, plural, one {# kok} other {# koks}}', price: 'Kost {value, number}' },
        da: { hello: 'Hej {name}', cooks: '{count, plural, one {# kok} other {# kokke}}', price: 'Koster {value, number}' },
      },
    );

  test('a complete probe has no problems', () => {
    expect(catalogueProblems({ probe: probe() })).toEqual([]);
  });

  test('a key missing in one locale is a problem', () => {
    const catalogue = probe();
    catalogue.da = { hello: 'Hej {name}', price: 'Koster {value, number}' };
    expect(catalogueProblems({ probe: catalogue })).toEqual(['probe/da: missing "cooks"']);
  });

  test('a key English does not have, a missing locale and a locale that is not ours are problems', () => {
    const { fr: _fr, ...catalogue } = probe();
    catalogue.nl = { ...catalogue.nl, bye: 'Doei' };
    catalogue.sv = catalogue.en;
    expect(catalogueProblems({ probe: catalogue })).toEqual([
      'probe/sv: not an interface language (LOCALES)',
      'probe/nl: "bye" is not in en',
      'probe/fr: missing (every interface language needs every key)',
    ]);
  });

  test('placeholders must be those of English: none dropped, renamed or of another kind', () => {
    const catalogue = probe();
    catalogue.da = {
      hello: 'Hej {navn}',
      cooks: '{count} kokke',
      price: 'Koster {value}',
    };
    catalogue.de = { ...catalogue.en, hello: 'Hallo' };
    expect(catalogueProblems({ probe: catalogue })).toEqual([
      'probe/de: "hello" has placeholders {} where en has {name}',
      'probe/da: "hello" has placeholders {navn} where en has {name}',
      'probe/da: "cooks" has placeholders {count} where en has {count:plural}',
      'probe/da: "price" has placeholders {value} where en has {value:number}',
    ]);
  });

  test('a message that does not parse, is no string, or has a plural option its language never uses is a problem', () => {
    const catalogue = probe();
    catalogue.es = { ...catalogue.en, hello: 'Hola {name' };
    catalogue.da = { ...catalogue.da, price: 42, cooks: '{count, plural, one {# kok} few {# kokke} other {# kokke}}' };
    expect(catalogueProblems({ probe: catalogue })).toEqual([
      expect.stringMatching(/^probe\/es: "hello" does not parse: /),
      'probe/da: "cooks" has the plural option "few", which da never uses',
      'probe/da: "price" is not a string',
    ]);
  });
});
