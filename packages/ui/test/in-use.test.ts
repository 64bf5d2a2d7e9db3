import { CombinedGraphQLErrors } from '@apollo/client';
import { inUseRefusal } from '../src/forms/in-use';

const graphQL = (...errors: { message: string; extensions?: Record<string, unknown> }[]) =>
  new CombinedGraphQLErrors({ data: null, errors });

test("a refusal to delete what is in use gives the service's message and what uses it", () => {
  const error = graphQL({
    message: 'This allergen is used in 2 recipes and 1 ingredient',
    extensions: { code: 'BAD_USER_INPUT', field: 'force', usedBy: { recipes: 2, ingredients: 1 } },
  });
  expect(inUseRefusal(error)).toEqual({
    message: 'This allergen is used in 2 recipes and 1 ingredient',
    usedBy: { recipes: 2, ingredients: 1 },
    usedIn: [],
  });
});

test('the users it names come along, and nothing that is not one', () => {
  const error = graphQL({
    message: 'Used in Bisque, Gratin',
    extensions: {
      code: 'BAD_USER_INPUT',
      field: 'force',
      usedBy: { recipes: 2 },
      usedIn: [{ id: 'a', title: 'Bisque' }, { id: 'b', title: 'Gratin' }, { title: 'no id' }, null],
    },
  });
  expect(inUseRefusal(error)?.usedIn).toEqual([
    { id: 'a', title: 'Bisque' },
    { id: 'b', title: 'Gratin' },
  ]);
});

test('any other failure is not a refusal: an input problem, another code, a network failure', () => {
  expect(inUseRefusal(graphQL({ message: 'Please enter name', extensions: { code: 'BAD_USER_INPUT', field: 'name' } }))).toBeNull();
  expect(inUseRefusal(graphQL({ message: 'Access Forbidden', extensions: { code: 'FORBIDDEN', field: 'force', usedBy: {} } }))).toBeNull();
  expect(inUseRefusal(new Error('Failed to fetch'))).toBeNull();
});
