import { z } from 'zod';
import { createInputParser, createTranslator, toLocale } from '../src';

test('a locale header becomes one of the five languages, anything else English', () => {
  expect(toLocale('nl')).toBe('nl');
  expect(toLocale('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
  expect(toLocale('DE')).toBe('de');
  expect(toLocale('da')).toBe('en');
  expect(toLocale(undefined)).toBe('en');
});

test('messages are formatted in the asked language, falling back to English where untranslated', () => {
  const t = createTranslator({
    en: { cooks: 'Your plan allows {allowed, plural, one {# cook} other {# cooks}}', hello: 'Hello' },
    nl: { cooks: 'Uw abonnement staat {allowed, plural, one {# kok} other {# koks}} toe' },
  });
  expect(t('nl', 'cooks', { allowed: 5 })).toBe('Uw abonnement staat 5 koks toe');
  expect(t('en', 'cooks', { allowed: 1 })).toBe('Your plan allows 1 cook');
  expect(t('nl', 'hello')).toBe('Hello');
  expect(t('es', 'cooks', { allowed: 2 })).toBe('Your plan allows 2 cooks');
});

test('input rules report the first bad field with its translated message', () => {
  const t = createTranslator({ en: { required: 'Required', tooLong: 'At most {max}' }, nl: { tooLong: 'Maximaal {max}' } });
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
  const t = createTranslator({ en: { urlInvalid: 'Upload a picture' }, nl: {} });
  expect(t('nl', 'required')).toBe('Dit veld is verplicht');
  expect(t('fr', 'tooLong', { max: 5 })).toBe('Utilisez au plus 5 caractères');
  expect(t('en', 'urlInvalid')).toBe('Upload a picture');
  expect(t('de', 'urlInvalid')).toBe('Bitte gib einen gültigen https-Link oder eine hochgeladene Datei an');
});
