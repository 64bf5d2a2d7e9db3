import { GraphQLError } from 'graphql';
import { Types } from 'mongoose';
import {
  createInputParser,
  createTranslator,
  isObjectId,
  LOCALES,
  objectId,
  parseObjectId,
  toObjectId,
  toObjectIds,
  type Catalogue,
} from '../src';

const ID = '65f1c0ffee0123456789abcd';

test('an id is 24 hex digits, either case; nothing else is, whatever mongoose would take', () => {
  expect(isObjectId(ID)).toBe(true);
  expect(isObjectId(ID.toUpperCase())).toBe(true);
  for (const bad of ['', 'x', 'aaaaaaaaaaaa', `${ID}0`, ID.slice(1), `${ID.slice(1)}g`, 12, null, undefined, new Types.ObjectId()])
    expect(isObjectId(bad)).toBe(false);
});

test('parseObjectId gives the ObjectId, or BAD_USER_INPUT on the named field in the caller’s language', () => {
  expect(parseObjectId(ID, 'kitchenId', 'en').toHexString()).toBe(ID);
  expect(parseObjectId(ID.toUpperCase(), 'kitchenId', 'en').toHexString()).toBe(ID);

  const refusal = (value: unknown, locale: 'en' | 'da') => {
    try {
      parseObjectId(value, 'filters.kitchenId', locale);
    } catch (error) {
      return error;
    }
    return null;
  };
  expect(refusal('nope', 'en')).toBeInstanceOf(GraphQLError);
  expect(refusal('nope', 'en')).toMatchObject({
    message: 'Please choose an entry from the list',
    extensions: { code: 'BAD_USER_INPUT', field: 'filters.kitchenId' },
  });
  expect(refusal(undefined, 'da')).toMatchObject({
    message: 'Vælg en post fra listen',
    extensions: { code: 'BAD_USER_INPUT', field: 'filters.kitchenId' },
  });
  expect(() => parseObjectId('', 'id', 'da', (locale) => `${locale}: not a user`)).toThrow('da: not a user');
});

test('toObjectId: null for a malformed id, or an error naming the event field when one is given; toObjectIds keeps the ids', () => {
  expect(toObjectId(ID)?.toHexString()).toBe(ID);
  expect(toObjectId('x')).toBeNull();
  expect(toObjectId(null)).toBeNull();
  expect(toObjectId(ID, 'UnitDeleted.unitId').toHexString()).toBe(ID);
  expect(() => toObjectId('x', 'UnitDeleted.unitId')).toThrow('UnitDeleted.unitId is not an ObjectId');
  expect(toObjectIds([ID, 'x', null, ID.toUpperCase()]).map((id) => id.toHexString())).toEqual([ID, ID]);
});

test('the input rule refuses a malformed id with idInvalid (or the given key), in the caller’s language', () => {
  const commonOnly = Object.fromEntries(LOCALES.map((locale) => [locale, {}])) as Catalogue<never>;
  const parseInput = createInputParser(createTranslator(commonOnly));
  expect(parseInput(objectId(), ID, 'en')).toBe(ID);
  expect(() => parseInput(objectId(), 'x', 'da', 'categoryId')).toThrow('Vælg en post fra listen');
  expect(objectId('ingredientRequired').safeParse(42).error?.issues[0]?.message).toBe('ingredientRequired');
});
