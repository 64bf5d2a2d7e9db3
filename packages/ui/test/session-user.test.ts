import { Kind, type FieldNode, type FragmentDefinitionNode } from 'graphql';
import { SESSION_USER_FRAGMENT, SESSION_USER_KEYS } from '../src';

test('the SessionUser fragment selects exactly the fields SessionUser has, so the shell gets every one it stores', () => {
  const [fragment] = SESSION_USER_FRAGMENT.definitions as FragmentDefinitionNode[];
  const fields = fragment?.selectionSet.selections.filter((s): s is FieldNode => s.kind === Kind.FIELD).map((s) => s.name.value);
  expect({ on: fragment?.typeCondition.name.value, fields }).toEqual({ on: 'User', fields: [...SESSION_USER_KEYS] });
});
