import { fireEvent, screen, waitFor } from '@testing-library/react';
import { COOK, renderConsole } from './support/render';

test('an admin address with no screen says Page not found where it is, with a way home', async () => {
  const { where } = renderConsole('/auth/admin/nonsense');
  expect(await screen.findByText('Page not found')).toBeTruthy();
  expect(where()).toBe('/auth/admin/nonsense');
  fireEvent.click(screen.getByRole('link', { name: 'Go to the start page' }));
  await waitFor(() => expect(where()).toBe('/'));
});

test("a cook's unknown address says Page not found too, not their list", async () => {
  const { where } = renderConsole('/nonsense', { user: COOK });
  expect(await screen.findByText('Page not found')).toBeTruthy();
  expect(where()).toBe('/nonsense');
});
