import { fireEvent, screen } from '@testing-library/react';

/** Types into the field labelled `label`, as a person would (change, then leaving the field). */
export function fill(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

export function press(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}
