import { CombinedGraphQLErrors, gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import type { ResendVerificationEmailMutation, ResendVerificationEmailMutationVariables } from '../__generated__/graphql';
import { splitServerError } from '@brigade/ui';

export const RESEND_VERIFICATION: TypedDocumentNode<ResendVerificationEmailMutation, ResendVerificationEmailMutationVariables> = gql`
  mutation ResendVerificationEmail($input: ResendVerificationEmailInput!) {
    ResendVerificationEmail(input: $input) {
      code
      message
    }
  }
`;

/**
 * Sent; or identity's TOO_MANY_REQUESTS with when to ask again; or another failure with the server's
 * message (null: the page says its own).
 */
export type ResendOutcome = { sent: true } | { waitSeconds: number } | { failed: unknown; message: string | null };

function retryAfter(error: unknown): number | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const refusal = error.errors.find((e) => e.extensions?.code === 'TOO_MANY_REQUESTS');
  const seconds = Number(refusal?.extensions?.retryAfterSeconds);
  return refusal && Number.isFinite(seconds) ? seconds : null;
}

/** Mails a new verification link (identity limits it to one a minute and five a day). */
export async function resendLink(client: ApolloClient, email: string): Promise<ResendOutcome> {
  try {
    await client.mutate({ mutation: RESEND_VERIFICATION, variables: { input: { email } } });
    return { sent: true };
  } catch (e) {
    const seconds = retryAfter(e);
    return seconds === null ? { failed: e, message: splitServerError(e, []).message } : { waitSeconds: seconds };
  }
}
