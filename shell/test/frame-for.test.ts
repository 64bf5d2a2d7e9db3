import { frameFor } from '../src/frames/frame-for';

test('a signed-out visitor gets the plain public frame on the sign-in page, and the console frame elsewhere', () => {
  expect(frameFor('/login', false, false)).toBe('public');
  expect(frameFor('/register', false, false)).toBe('console');
  expect(frameFor('/', false, false)).toBe('console');
});

test('a signed-in person is always in the console frame', () => {
  expect(frameFor('/login', true, false)).toBe('console');
  expect(frameFor('/auth/admin/recipe', true, false)).toBe('console');
});

test('once the console frame has been shown it stays, so a toast survives the way to the sign-in page', () => {
  expect(frameFor('/login', false, true)).toBe('console');
});
