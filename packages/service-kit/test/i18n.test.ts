import { createTranslator, toLocale } from '../src';

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
