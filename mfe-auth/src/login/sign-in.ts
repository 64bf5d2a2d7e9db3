import { CombinedGraphQLErrors, gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import type { AuthenticateMutation, AuthenticateMutationVariables } from '../__generated__/graphql';
import { SESSION_USER_FRAGMENT, splitServerError } from '@brigade/ui';

export const AUTHENTICATE: TypedDocumentNode<AuthenticateMutation, AuthenticateMutationVariables> = gql`
  mutation Authenticate($input: AuthenticateInput!) {
    Authenticate(input: $input) {
      token
      hasPaymentOverDue
      user {
        ...SessionUser
      }
    }
  }
  ${SESSION_USER_FRAGMENT}
`;

export type SignInOutcome =
  | { signedIn: AuthenticateMutation['Authenticate'] }
  /** `message` is the server's, in the person's language (null: the page says its own); `unverified` when the e-mail waits for verification. */
  | { refused: { message: string | null; unverified: boolean } };

/** identity's refusal of an account whose e-mail is not verified yet (FORBIDDEN, reason EMAIL_NOT_VERIFIED). */
const notVerified = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.reason === 'EMAIL_NOT_VERIFIED');

/**
 * identity's Authenticate through the shell's client. Loaded with Apollo when the form is sent, not
 * with the page (#26). A wrong password names the password field, but it stays in the alert: the
 * page never says which part was wrong.
 */
export async function authenticate(client: ApolloClient, input: { email: string; password: string }): Promise<SignInOutcome> {
  try {
    const { data } = await client.mutate({ mutation: AUTHENTICATE, variables: { input } });
    return data ? { signedIn: data.Authenticate } : { refused: { message: null, unverified: false } };
  } catch (e) {
    return { refused: { message: splitServerError(e, []).message, unverified: notVerified(e) } };
  }
}
