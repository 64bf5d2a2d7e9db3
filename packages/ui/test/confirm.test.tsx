import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useConfirm, useConfirmDelete } from '../src/components/confirm/useConfirm';
import type { Deletable } from '../src/components/confirm/messages';
import { renderUi } from './render';

function Ask({ onAnswer }: { onAnswer: (yes: boolean) => void }) {
  const confirm = useConfirm();
  return <button onClick={() => void confirm({ title: 'Remove cook?' }).then(onAnswer)}>ask</button>;
}

function AskDelete({ what, onAnswer }: { what: Deletable; onAnswer: (yes: boolean) => void }) {
  const confirmDelete = useConfirmDelete();
  return <button onClick={() => void confirmDelete(what).then(onAnswer)}>delete</button>;
}

async function press(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

test('a confirmation shows its title and the default warning, and OK answers yes', async () => {
  const onAnswer = jest.fn();
  renderUi(<Ask onAnswer={onAnswer} />);
  await press('ask');
  const dialog = screen.getByRole('dialog', { name: 'Remove cook?' });
  expect(within(dialog).getByText("Are you sure? You can't undo this action afterwards.")).toBeTruthy();
  await press('Yes');
  await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
});

test('Cancel answers no', async () => {
  const onAnswer = jest.fn();
  renderUi(<Ask onAnswer={onAnswer} />);
  await press('ask');
  await press('Cancel');
  await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
});

test.each([
  ['category', 'Delete Category?'],
  ['dish', 'Delete Dish?'],
  ['recipe', 'Delete Recipe?'],
  ['account', 'Delete Account?'],
] as const)('the %s deletion asks "%s" with a Delete button', async (what, title) => {
  const onAnswer = jest.fn();
  renderUi(<AskDelete what={what} onAnswer={onAnswer} />);
  await press('delete');
  expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
  await press('Delete');
  await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
});

test('the deletion question is asked in Dutch when the language is nl', async () => {
  renderUi(<AskDelete what="recipe" onAnswer={() => undefined} />, 'nl');
  await press('delete');
  const dialog = screen.getByRole('dialog', { name: 'Recept verwijderen?' });
  expect(within(dialog).getByText('Weet je het zeker? Je kunt deze actie achteraf niet ongedaan maken.')).toBeTruthy();
  expect(within(dialog).getByRole('button', { name: 'Verwijderen' })).toBeTruthy();
});

test("deleting a category says before, not after, that its dishes move to 'ALL'", async () => {
  renderUi(<AskDelete what="category" onAnswer={() => undefined} />, 'nl');
  await press('delete');
  const dialog = screen.getByRole('dialog', { name: 'Categorie verwijderen?' });
  expect(within(dialog).getByText("De gerechten gaan naar 'ALL'. Je kunt deze actie achteraf niet ongedaan maken.")).toBeTruthy();
});

test("a dish's deletion keeps the plain warning", async () => {
  renderUi(<AskDelete what="dish" onAnswer={() => undefined} />);
  await press('delete');
  const dialog = screen.getByRole('dialog', { name: 'Delete Dish?' });
  expect(within(dialog).getByText("Are you sure? You can't undo this action afterwards.")).toBeTruthy();
});
