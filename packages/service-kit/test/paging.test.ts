import { page } from '../src';

test('pages count from 1 with 10 records by default', () => {
  expect(page({})).toEqual({ skip: 0, limit: 10, pageNo: 1, sizePerPage: 10 });
  expect(page({ pageNo: 3, sizePerPage: 25 })).toEqual({ skip: 50, limit: 25, pageNo: 3, sizePerPage: 25 });
});

test.each([
  [{ pageNo: 0 }, 'pageNo'],
  [{ pageNo: 1.5 }, 'pageNo'],
  [{ sizePerPage: 0 }, 'sizePerPage'],
  [{ sizePerPage: 101 }, 'sizePerPage'],
])('%j is refused as bad input on %s', (args, field) => {
  expect(() => page(args)).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field }) }));
});
