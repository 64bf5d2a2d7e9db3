import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { RecipeDetails } from '../src/view/RecipeDetails';
import { anna, storedRecipe } from './support/fixtures';

test('the read-only view shows every section: quantities with units, numbered steps with pictures, allergens, cooks, video', () => {
  const recipe = storedRecipe({ isPrivate: true, cooks: [anna], cookIds: [anna.id], video: '/media/plating', notes: 'Chill first' });
  render(
    <IntlProvider locale="en">
      <RecipeDetails recipe={recipe} extra={[{ label: 'Kitchen', value: 'Harbour Kitchen' }]} />
    </IntlProvider>,
  );
  const lines = within(screen.getByText('300 g Flour').closest('ol')!).getAllByRole('listitem');
  expect(lines.map((line) => line.textContent)).toEqual(['300 g Flour', '200 g Butter']);
  expect(screen.getByText('Rub')).toBeTruthy();
  expect(screen.getByText('Rub the butter into the flour')).toBeTruthy();
  expect(screen.getByAltText('Step 1').getAttribute('src')).toBe('/media/step1');
  expect(screen.getByAltText('Shortbread').getAttribute('src')).toBe('/media/cover1');
  expect(screen.getByText('Harbour Kitchen')).toBeTruthy();
  expect(screen.getByText('Gluten')).toBeTruthy();
  expect(screen.getByText('12 biscuits')).toBeTruthy();
  expect(screen.getByText('Chill first')).toBeTruthy();
  expect(screen.getByText('Oven')).toBeTruthy();
  expect(screen.getByText('Yes')).toBeTruthy();
  expect(screen.getByText('Anna Berg')).toBeTruthy();
  expect(screen.getByLabelText('Plating video').getAttribute('src')).toBe('/media/plating');
});
