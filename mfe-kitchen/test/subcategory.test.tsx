import { ACTIVE_CATEGORIES, CREATE_SUB_CATEGORY, SUB_CATEGORIES, type SubCategory } from '@brigade/console-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import { kitchens } from './support/catalog';
import { kitchenPlanMock } from './support/plan';
import { renderConsole } from './support/render';

type Row = Answer<SubCategory> & { __typename: 'SubCategory' };
const starters = { __typename: 'Category', id: 'c1', name: 'Starters', kitchenId: null };
const specials = { __typename: 'Category', id: 'c9', name: 'Specials', kitchenId: 'k1' };
const sub = (id: string, name: string, more: Partial<Omit<Answer<SubCategory>, '__typename'>> = {}): Row => ({
  __typename: 'SubCategory',
  id,
  name,
  status: 'ACTIVE',
  categoryId: 'c1',
  category: { __typename: 'Category', id: 'c1', name: 'Starters' },
  description: null,
  image: null,
  order: 1,
  kitchenId: null,
  canEdit: false,
  createdAt: null,
  updatedAt: null,
  ...more,
});
const soups = sub('s1', 'Soups');
const tapas = sub('s2', 'Tapas', {
  categoryId: 'c9',
  category: { __typename: 'Category', id: 'c9', name: 'Specials' },
  kitchenId: 'k1',
  canEdit: true,
});

const list = (maxUsageCount = 1) =>
  mockAnswer(
    SUB_CATEGORIES,
    { pageNo: 1, sizePerPage: 10, filters: {} },
    { getSubCategory: { __typename: 'SubCategoryPage', total: 2, records: [soups, tapas] } },
    { maxUsageCount },
  );
// A kitchen admin never names a kitchen: the catalog offers the platform's categories and their own.
const categories = mockAnswer(ACTIVE_CATEGORIES, {}, { getActiveCategory: [starters, specials] }, { maxUsageCount: 10 });

test("a kitchen admin's sub-categories: the platform's read-only, their own edited; no dragging", async () => {
  renderConsole('/auth/admin/subcategory', { mocks: [kitchenPlanMock(), kitchens, categories, list()] });
  expect(await screen.findByText('Tapas')).toBeTruthy();
  expect(await screen.findByText('Demo Kitchen')).toBeTruthy();
  expect(screen.getAllByText('Platform').length).toBeGreaterThan(0);
  expect(screen.queryByLabelText('Edit Soups')).toBeNull();
  expect(screen.queryByLabelText('Delete Soups')).toBeNull();
  expect(screen.getByLabelText('Edit Tapas')).toBeTruthy();
  expect(screen.getByLabelText('Delete Tapas')).toBeTruthy();
  expect(screen.queryByLabelText('Drag to reorder')).toBeNull();
});

test('a kitchen admin creates a sub-category under one of their categories, for their kitchen, without choosing an owner', async () => {
  const input = { name: 'Small plates', description: null, status: 'ACTIVE' as const, image: null, categoryId: 'c9', kitchenId: 'k1' };
  const { where } = renderConsole('/auth/admin/subcategory/create', {
    mocks: [
      kitchenPlanMock(),
      kitchens,
      categories,
      mockAnswer(
        CREATE_SUB_CATEGORY,
        { input },
        { CreateSubCategory: sub('s3', 'Small plates', { categoryId: 'c9', kitchenId: 'k1', canEdit: true }) },
      ),
      list(5),
    ],
  });
  fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Small plates' } });
  expect(screen.queryByLabelText('Owner')).toBeNull();
  fireEvent.mouseDown(within(screen.getByLabelText('Category').closest('.ant-select')!).getByRole('combobox'));
  const choices = await screen.findAllByTitle('Specials');
  fireEvent.click(choices[choices.length - 1]!);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(where()).toBe('/auth/admin/subcategory'));
});
