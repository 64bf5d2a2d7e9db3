import { GraphQLError } from 'graphql';

/** The spec's error codes (ARCHITECTURE.md section 3), as GraphQL errors clients can act on. */
export const unauthenticated = (message = 'You must be signed in') =>
  new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', http: { status: 200 } } });

export const forbidden = (message = 'Access Forbidden') => new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } });

export const notFound = (message: string) => new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } });

/** A bad value in one field, with the message the user sees next to it. */
export const badUserInput = (field: string, message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } });

export const planLimitReached = (message: string, limit: { used: number; allowed: number }) =>
  new GraphQLError(message, { extensions: { code: 'PLAN_LIMIT_REACHED', ...limit } });

export const paymentOverdue = (message = 'Payment overdue') => new GraphQLError(message, { extensions: { code: 'PAYMENT_OVERDUE' } });

/** Too many attempts (sign-in, reset mails): the client may try again after `retryAfterSeconds`. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new GraphQLError(message, { extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds } });
