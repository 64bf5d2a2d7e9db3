import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CheckEmailMutation, CheckEmailMutationVariables } from '../__generated__/graphql';
import { useMutation } from '@apollo/client/react';
import { useRef } from 'react';

export const CHECK_EMAIL: TypedDocumentNode<CheckEmailMutation, CheckEmailMutationVariables> = gql`
  mutation CheckEmail($email: String!) {
    CheckEmail(email: $email) {
      code
      message
    }
  }
`;

/**
 * Asks identity whether an address is already registered (code 409) and answers with the
 * server's message, or null when it is free. Each address is asked once, even while a first
 * question is still out: CheckEmail is limited to 20 calls an hour per client address, and
 * leaving the field and submitting would otherwise both ask.
 */
export function useEmailCheck(): (email: string) => Promise<string | null> {
  const [checkEmail] = useMutation(CHECK_EMAIL);
  const answers = useRef(new Map<string, Promise<string | null>>());
  return (email: string) => {
    const key = email.trim().toLowerCase();
    let answer = answers.current.get(key);
    if (!answer) {
      answer = checkEmail({ variables: { email: email.trim() } }).then(
        ({ data }) => (data?.CheckEmail.code === 409 ? data.CheckEmail.message : null),
        () => {
          // The early check is a courtesy: CreateUser refuses a taken address itself, so a failed
          // or rate-limited check never keeps anyone from registering (and may be asked again).
          answers.current.delete(key);
          return null;
        },
      );
      answers.current.set(key, answer);
    }
    return answer;
  };
}
