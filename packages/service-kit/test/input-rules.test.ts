import { z } from 'zod';
import { optionalName, optionalText, phone, plainName, requiredName, requiredText, toE164 } from '../src/input/input-rules';

const failure = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('names and titles', () => {
  it.each([
    ['a NUL', 'Soup\u0000'],
    ['a C0 control', 'Soup\u0007'],
    ['a line break', 'Soup\nof the day'],
    ['a tab', 'Soup\tdu jour'],
    ['DEL', 'Soup\u007F'],
    ['a C1 control', 'Soup\u0085'],
    ['a right-to-left override', 'Soup\u202Egnp.exe'],
    ['a left-to-right embedding', '\u202ASoup'],
    ['a first-strong isolate', 'Soup\u2068'],
    ['a pop directional isolate', 'Soup\u2069'],
    ['a right-to-left mark', 'Soup\u200F'],
    ['an Arabic letter mark', 'Soup\u061C'],
  ])('refuse %s', (_what, value) => {
    expect(failure(requiredName(100), value)).toBe('controlCharacters');
    expect(failure(optionalName(100), value)).toBe('controlCharacters');
    expect(failure(plainName(z.string()), value)).toBe('controlCharacters');
  });

  it('keep what people write: accents, other scripts, emoji with joiners, apostrophes', () => {
    for (const name of ['Crème brûlée', 'شوربة عدس', 'חומוס', '寿司', "Chef's 👩‍🍳 special", 'Ærtesuppe'])
      expect(requiredName(100).parse(name)).toBe(name);
    expect(optionalName(100).parse('')).toBeNull();
  });
});

describe('free text', () => {
  it('keeps line breaks, tabs and right-to-left marks', () => {
    const text = 'Step one\n\tStir\r\nشوربة\u200F عدس';
    expect(requiredText(200).parse(text)).toBe(text);
    expect(optionalText(200).parse(text)).toBe(text);
  });
  it.each(['a\u0000b', 'a\u0008b', 'a\u001Bb', 'a\u009Bb'])('refuses other controls in %j', (value) => {
    expect(failure(requiredText(200), value)).toBe('controlCharacters');
    expect(failure(optionalText(200), value)).toBe('controlCharacters');
  });
});

describe('phone numbers', () => {
  it.each(['12', '12345', '+31 6 1234', '+1 555 0100', 'call me', '+31 6 12345678 ext'])('refuses %j', (value) => {
    expect(failure(phone, value)).toBe('phoneInvalid');
  });
  it('stores E.164; a number without a country code only with a known country', () => {
    expect(phone.parse(' +31 6 12345678 ')).toBe('+31612345678');
    expect(phone.parse('')).toBeNull();
    expect(failure(phone, '06 12345678')).toBe('phoneInvalid');
    expect(toE164('06 12345678', 'nl')).toBe('+31612345678');
    expect(toE164('0470 12 34 56', 'BE')).toBe('+32470123456');
    expect(toE164('06 12345678', 'ZZ')).toBeNull();
  });
});
