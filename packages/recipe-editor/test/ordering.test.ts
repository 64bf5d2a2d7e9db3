import { movedKitchen } from '../src/order/ordering';

const row = (id: string, kitchenId: string, order: number) => ({ id, kitchenId, order });

test('a drop changes the order of the dragged row’s kitchen only; one among another kitchen’s rows changes nothing', () => {
  const rows = [row('a1', 'A', 1), row('b1', 'B', 1), row('a2', 'A', 2), row('b2', 'B', 2)];
  expect(movedKitchen(rows, ['a2', 'a1', 'b1', 'b2'])).toEqual({ kitchenId: 'A', ids: ['a2', 'a1'] });
  expect(movedKitchen(rows, ['b1', 'a1', 'a2', 'b2'])).toBeNull();
  expect(movedKitchen(rows, ['a1', 'b1', 'a2', 'b2'])).toBeNull();
});
