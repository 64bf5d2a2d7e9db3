import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TextLink } from '../src/components/text-link/TextLink';

test('a link in a line of text is underlined, so it is told apart without its colour, and goes where it says', () => {
  render(
    <MemoryRouter>
      <p>
        Holds up <TextLink to="/auth/admin/recipe/r1">Crème brûlée</TextLink>
      </p>
    </MemoryRouter>,
  );
  const link = screen.getByRole('link', { name: 'Crème brûlée' });
  expect(link.style.textDecoration).toBe('underline');
  expect(link.getAttribute('href')).toBe('/auth/admin/recipe/r1');
});
