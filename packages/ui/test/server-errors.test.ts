import { CombinedGraphQLErrors } from '@apollo/client';
import { splitServerError } from '../src/forms/server-errors';

const graphQL = (...errors: { message: string; extensions?: Record<string, unknown> }[]) =>
  new CombinedGraphQLErrors({ data: null, errors });

test("BAD_USER_INPUT for a field of the form goes next to that field; the rest is the alert's message", () => {
  const error = graphQL(
    { message: 'This email is already registered', extensions: { code: 'BAD_USER_INPUT', field: 'email' } },
    { message: 'Bad page number', extensions: { code: 'BAD_USER_INPUT', field: 'pageNo' } },
  );
  expect(splitServerError(error, ['email', 'password'])).toEqual({
    fields: [{ name: 'email', errors: ['This email is already registered'] }],
    message: 'Bad page number',
  });
});

test('a field given with its input prefix still finds its form field', () => {
  const error = graphQL({ message: 'Too short', extensions: { code: 'BAD_USER_INPUT', field: 'input.password' } });
  expect(splitServerError(error, ['password']).fields).toEqual([{ name: 'password', errors: ['Too short'] }]);
});

test("a nested path is not its last segment: a step's title problem is not the form's title", () => {
  const error = graphQL({ message: 'Please enter title', extensions: { code: 'BAD_USER_INPUT', field: 'input.steps.0.title' } });
  expect(splitServerError(error, ['title'])).toEqual({ fields: [], message: 'Please enter title' });
});

test('a form with rows places a path itself', () => {
  const error = graphQL({ message: 'Please enter title', extensions: { code: 'BAD_USER_INPUT', field: 'input.steps.1.title' } });
  const place = (path: string) => (path === 'input.steps.1.title' ? ['steps', 1, 'title'] : null);
  expect(splitServerError(error, place).fields).toEqual([{ name: ['steps', 1, 'title'], errors: ['Please enter title'] }]);
});

test('other codes never land on a field, even when they name one', () => {
  const error = graphQL({ message: 'Access Forbidden', extensions: { code: 'FORBIDDEN', field: 'email' } });
  expect(splitServerError(error, ['email'])).toEqual({ fields: [], message: 'Access Forbidden' });
});

test("an HTTP failure keeps the shell's worded message; something without one gives none", () => {
  expect(splitServerError(new Error('The server answered with HTTP status 502'), ['email']).message).toBe(
    'The server answered with HTTP status 502',
  );
  expect(splitServerError('boom', ['email'])).toEqual({ fields: [], message: null });
});
