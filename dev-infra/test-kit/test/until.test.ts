import { until } from '../src';

test('returns the value it read once the check holds', async () => {
  let reads = 0;
  const value = await until(
    () => ({ reads: ++reads }),
    (v) => v.reads >= 3,
    { timeoutMs: 5000, intervalMs: 10 },
  );
  expect(value).toEqual({ reads: 3 });
});

test('by default waits for a truthy value, read from a promise too', async () => {
  let reads = 0;
  expect(await until(async () => (++reads > 1 ? 'ready' : ''), undefined, { intervalMs: 10 })).toBe('ready');
});

test('at the deadline it throws, naming what it waited for and the last value it read', async () => {
  let reads = 0;
  const waiting = until(
    () => ({ status: 'PENDING', reads: ++reads }),
    (v) => v.status === 'PAID',
    { timeoutMs: 200, intervalMs: 20, what: 'the payment to be paid' },
  );
  await expect(waiting).rejects.toThrow(/^the payment to be paid not met in 200 ms: it last read \{ status: 'PENDING', reads: \d+ \}$/);
  // The reported read is the last one, not the first.
  await expect(waiting).rejects.toThrow(new RegExp(`reads: ${reads} }`));
});

test('a read that keeps failing is retried, and its error is what the timeout reports', async () => {
  await expect(
    until(
      () => {
        throw new Error('connection refused');
      },
      Boolean,
      { timeoutMs: 100, intervalMs: 10, what: 'the server' },
    ),
  ).rejects.toThrow('the server not met in 100 ms: it threw Error: connection refused');
});
