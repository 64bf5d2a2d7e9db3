import { renderHook } from '@testing-library/react';
import { useSubmissionKey, type KeyedContext } from '../src';

/**
 * Proves the consoles' one-key-per-submission rule: a failed submission sent again with the same
 * input reuses its Idempotency-Key (so the server cannot create twice); a success or other input
 * starts a new key; keys are what the gateway accepts (16-128 of [A-Za-z0-9_-]).
 */
test('a retried submission reuses its key; a new submission or other input gets a new one', async () => {
  const { result } = renderHook(() => useSubmissionKey());
  const submit = result.current;
  const sent: string[] = [];
  const failing = (context: KeyedContext) => {
    sent.push(context.headers['Idempotency-Key'] ?? '');
    return Promise.reject(new Error('fetch failed'));
  };
  const ok = (context: KeyedContext) => {
    sent.push(context.headers['Idempotency-Key'] ?? '');
    return Promise.resolve('created');
  };
  await expect(submit({ name: 'Soup' }, failing)).rejects.toThrow('fetch failed');
  await expect(submit({ name: 'Soup' }, ok)).resolves.toBe('created');
  await submit({ name: 'Soup' }, ok);
  await expect(submit({ name: 'Stew' }, failing)).rejects.toThrow();
  await submit({ name: 'Stew!' }, ok);
  expect(sent[1]).toBe(sent[0]);
  expect(new Set(sent).size).toBe(4);
  for (const key of sent) expect(key).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
});
