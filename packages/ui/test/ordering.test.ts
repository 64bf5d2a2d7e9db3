import { placeInOrder } from '../src/ordering/place-in-order';

test('the shown rows trade the places they held; ids not shown (other pages, a search’s misses) keep theirs', () => {
  expect(placeInOrder(['a', 'b', 'c', 'd', 'e'], ['d', 'b'])).toEqual(['a', 'd', 'c', 'b', 'e']);
  expect(placeInOrder(['r1', 'd1', 'r2', 'd2'], ['r2', 'r1'])).toEqual(['r2', 'd1', 'r1', 'd2']);
});

test('an id deleted meanwhile is not sent', () => {
  expect(placeInOrder(['a', 'b', 'c'], ['c', 'x', 'a'])).toEqual(['c', 'b', 'a']);
});
