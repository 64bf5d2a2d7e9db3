import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { useUnsavedChangesGuard } from '../src/components/unsaved-changes/useUnsavedChangesGuard';
import { Providers } from './render';

const ALERT = 'You have unsaved changes. Are you sure you want to leave without saving';

function RecipeForm({ onSave }: { onSave: () => unknown }) {
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard({ dirty, onSave });
  return (
    <>
      <h1>Recipe form</h1>
      <input aria-label="Title" onChange={() => setDirty(true)} />
      <Link to="/auth/admin/recipe">Recipes</Link>
    </>
  );
}

function renderForm(onSave: () => unknown = () => undefined) {
  const router = createMemoryRouter(
    [
      { path: '/auth/admin/recipe/create', element: <RecipeForm onSave={onSave} /> },
      { path: '/auth/admin/recipe', element: <h1>Recipe list</h1> },
    ],
    { initialEntries: ['/auth/admin/recipe/create'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

function edit() {
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Bouillabaisse' } });
}

async function click(name: string | RegExp, role: 'link' | 'button' = 'button') {
  await act(async () => {
    fireEvent.click(screen.getByRole(role, { name }));
  });
}

async function leave() {
  await click('Recipes', 'link');
  return screen.findByRole('dialog');
}

test('without changes the user leaves at once', async () => {
  renderForm();
  await click('Recipes', 'link');
  expect(await screen.findByRole('heading', { name: 'Recipe list' })).toBeTruthy();
  expect(screen.queryByText(ALERT)).toBeNull();
});

test("with changes, leaving asks first and Don't Save goes on", async () => {
  const onSave = jest.fn();
  const router = renderForm(onSave);
  edit();
  const dialog = await leave();
  expect(within(dialog).getByText(ALERT)).toBeTruthy();
  expect(router.state.location.pathname).toBe('/auth/admin/recipe/create');
  await click("Don't Save");
  expect(await screen.findByRole('heading', { name: 'Recipe list' })).toBeTruthy();
  expect(onSave).not.toHaveBeenCalled();
});

test('Save saves, then goes on', async () => {
  const onSave = jest.fn(async () => undefined);
  renderForm(onSave);
  edit();
  await leave();
  await click('Save');
  expect(await screen.findByRole('heading', { name: 'Recipe list' })).toBeTruthy();
  expect(onSave).toHaveBeenCalledTimes(1);
});

test.each([
  ['returns false', async () => false],
  [
    'throws',
    async () => {
      throw new Error('Something went wrong');
    },
  ],
])('when the save %s the user stays on the form', async (_how, onSave) => {
  const router = renderForm(onSave);
  edit();
  await leave();
  await click('Save');
  await waitFor(() => expect(screen.queryByText(ALERT)).toBeNull());
  expect(router.state.location.pathname).toBe('/auth/admin/recipe/create');
  expect(screen.getByRole('heading', { name: 'Recipe form' })).toBeTruthy();
});

test('closing the alert stays on the form, and leaving again asks again', async () => {
  const router = renderForm();
  edit();
  await leave();
  await click('Close');
  await waitFor(() => expect(screen.queryByText(ALERT)).toBeNull());
  expect(router.state.location.pathname).toBe('/auth/admin/recipe/create');
  const dialog = await leave();
  expect(within(dialog).getByText(ALERT)).toBeTruthy();
});

test('the alert speaks Dutch when the language is nl', async () => {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <RecipeForm onSave={() => undefined} /> },
      { path: '/auth/admin/recipe', element: <h1>Recipe list</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <Providers locale="nl">
      <RouterProvider router={router} />
    </Providers>,
  );
  edit();
  const dialog = await leave();
  expect(
    within(dialog).getByText('Je hebt niet-opgeslagen wijzigingen. Weet je zeker dat je wilt vertrekken zonder op te slaan?'),
  ).toBeTruthy();
  expect(within(dialog).getByRole('button', { name: 'Opslaan' })).toBeTruthy();
  expect(within(dialog).getByRole('button', { name: 'Niet opslaan' })).toBeTruthy();
});

test('closing or reloading the tab is held only while there are changes', () => {
  renderForm();
  const unload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(unload()).toBe(false);
  edit();
  expect(unload()).toBe(true);
});
