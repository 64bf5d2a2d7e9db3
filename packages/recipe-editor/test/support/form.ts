import { fireEvent, screen, within } from '@testing-library/react';
import { pick } from './render';

/* Filling the recipe form as a person does. Label and text queries: role queries weigh every button's name, which is slow in a form this size. */

export const type = (label: string, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
export const group = (name: string) => screen.getByLabelText(name);
export const click = (text: string) => fireEvent.click(screen.getByText(text));

/** Adds a line: its ingredient or recipe, its quantity and (unless null) its unit. */
export async function addIngredient(row: string, item: string, quantity: string, unit: string | null) {
  click('Add ingredient');
  const line = await screen.findByLabelText(row);
  await pick(within(line).getByLabelText('Ingredient or recipe'), item);
  type('Quantity', quantity, line);
  if (unit) await pick(within(line).getByLabelText('Unit'), unit);
  return line;
}
