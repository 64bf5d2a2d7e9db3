import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyProblem } from '@brigade/service-kit';
import type express from 'express';
import { GraphQLError } from 'graphql';

/**
 * The client's Idempotency-Key, which the gateway signs into every subgraph's claims so that a
 * retried creating mutation returns its first result (service-kit's idempotency.ts). A malformed
 * one is refused before any subgraph is called: silently ignoring it would let retries duplicate.
 */
export function idempotencyKey(req: express.Request): string | undefined {
  const value = req.header(IDEMPOTENCY_KEY_HEADER);
  const problem = idempotencyKeyProblem(value);
  if (problem)
    throw new GraphQLError(problem, { extensions: { code: 'BAD_USER_INPUT', field: IDEMPOTENCY_KEY_HEADER, http: { status: 400 } } });
  return value;
}
