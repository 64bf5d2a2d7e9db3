import { sameText, textSearch } from '../src';

test('search text is matched as typed, any case, never as a pattern', () => {
  const filter = textSearch('  (a.b)* ', ['name', 'city']) as { $or: { name?: RegExp; city?: RegExp }[] };
  const pattern = filter.$or[0]?.name as RegExp;
  expect(filter.$or.map((f) => Object.keys(f)[0])).toEqual(['name', 'city']);
  expect(pattern.test('Soup (A.B)* du jour')).toBe(true);
  expect(pattern.test('aab')).toBe(false);
  expect(textSearch('   ', ['name'])).toEqual({});
  expect(textSearch(null, ['name'])).toEqual({});
});

test('names compare whole and in any case', () => {
  expect(sameText(' Starters ').test('STARTERS')).toBe(true);
  expect(sameText('Starters').test('Starters and mains')).toBe(false);
  expect(sameText('a+b').test('aab')).toBe(false);
});

test('controls and bidi marks are dropped from search text, so a NUL never reaches MongoDB', () => {
  const filter = textSearch('So\u0000up\u202E\u2066\u200F\u0085', ['name']) as { $or: { name: RegExp }[] };
  expect(filter.$or[0]?.name.source).toBe('Soup');
  expect(textSearch('\u0000\u202E', ['name'])).toEqual({});
  expect(sameText('Star\u0000ters').source).toBe('^Starters$');
});
