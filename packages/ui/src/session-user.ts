import { gql } from '@apollo/client';
import type { SessionUser } from './session';

/** SessionUser's fields, in the order the fragment selects them (test/session-user.test.ts keeps the two equal). */
export const SESSION_USER_KEYS = ['id', 'email', 'fName', 'isSuperAdmin', 'isAdmin', 'isCook', 'kitchenId'] as const;
// Fails to compile when the fragment (SessionUser is its generated type) gains a field the list does not name.
const everyKey: Exclude<keyof SessionUser, (typeof SESSION_USER_KEYS)[number]> extends never ? true : never = true;
void everyKey;

/**
 * What every call that hands the shell a person selects of them (Authenticate, the shell's
 * meContext), so the two cannot drift from each other or from SessionUser. Spread `...SessionUser`
 * and append this document. Its own module: graphql stays off pages that never ask for a person.
 */
export const SESSION_USER_FRAGMENT = gql`
  fragment SessionUser on User {
    id
    email
    fName
    isSuperAdmin
    isAdmin
    isCook
    kitchenId
  }
`;
