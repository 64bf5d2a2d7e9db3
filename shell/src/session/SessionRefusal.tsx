import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import type { ApiHandlers } from '../api/apollo';
import { useSession } from './Session';

/**
 * The server refused the session (SPEC.md §8): it ends, and the routing rules take the person to
 * /login?unauthenticated=true, keeping where they were. Navigating from here raced the rule for a
 * signed-out person on a private page, which won with a bare /login: no message.
 */
export function SessionRefusal({ handlers }: { handlers: ApiHandlers }) {
  const { refuse } = useSession();
  const client = useApolloClient();
  useEffect(() => {
    handlers.onSessionRefused = () => {
      refuse();
      void client.clearStore();
    };
  }, [handlers, refuse, client]);
  return null;
}
