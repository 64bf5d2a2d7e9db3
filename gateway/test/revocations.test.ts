import type { Caller } from '@brigade/service-kit';
import { Revocations } from '../src/revocations';

const HOUR = 3600_000;
const user = (userId: string, tokenVersion: number): Caller => ({ kind: 'user', userId, roles: ['COOK'], kitchenId: null, tokenVersion });

let now: number;
let store: Revocations;

beforeEach(() => {
  now = Date.parse('2026-05-01T12:00:00Z');
  store = new Revocations({ tokenLifetimeMs: 12 * HOUR, now: () => now });
});

test('a version bump refuses older tokens and keeps the new ones', () => {
  store.tokensRevoked('u1', 3);
  expect(store.isRevoked(user('u1', 2))).toBe(true);
  expect(store.isRevoked(user('u1', 3))).toBe(false);
  expect(store.isRevoked(user('u1', 4))).toBe(false);
});

test('the highest version seen wins, whatever order the events arrive in', () => {
  store.tokensRevoked('u1', 5);
  store.tokensRevoked('u1', 2);
  expect(store.isRevoked(user('u1', 4))).toBe(true);
  store.tokensRevoked('u1', 6);
  expect(store.isRevoked(user('u1', 5))).toBe(true);
});

test('a deleted user has no valid token, whatever its version', () => {
  store.tokensRevoked('u1', 1);
  store.userDeleted('u1');
  expect(store.isRevoked(user('u1', 99))).toBe(true);
});

test('other users and anonymous callers are unaffected', () => {
  store.tokensRevoked('u1', 3);
  store.userDeleted('u2');
  expect(store.isRevoked(user('u3', 0))).toBe(false);
  expect(store.isRevoked({ kind: 'anonymous' })).toBe(false);
});

test('entries older than a token lifetime are pruned; younger ones stay', () => {
  store.tokensRevoked('old', 2);
  now += 6 * HOUR;
  store.userDeleted('young');
  now += 6 * HOUR + 10 * 60_000;
  expect(store.prune()).toBe(1);
  expect(store.size).toBe(1);
  expect(store.isRevoked(user('old', 1))).toBe(false);
  expect(store.isRevoked(user('young', 0))).toBe(true);
});

test('a later revocation of the same user keeps its entry alive', () => {
  store.tokensRevoked('u1', 2);
  now += 10 * HOUR;
  store.tokensRevoked('u1', 3);
  now += 10 * HOUR;
  expect(store.prune()).toBe(0);
  expect(store.isRevoked(user('u1', 2))).toBe(true);
});

test('a revocation that happened more than a token lifetime ago is not even recorded (replaying the topic)', () => {
  store.tokensRevoked('u1', 4, now - 13 * HOUR);
  store.userDeleted('u2', now - 13 * HOUR);
  expect(store.size).toBe(0);
  store.tokensRevoked('u3', 4, now - 11 * HOUR);
  expect(store.isRevoked(user('u3', 3))).toBe(true);
});
