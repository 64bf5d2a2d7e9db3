import type { MockLink } from '@apollo/client/testing';
import { renderRemote } from '@brigade/test-kit/react';
import type { SessionUser } from '@brigade/ui';
import { App } from '../../src/App';

export { settle } from '@brigade/test-kit/react';

export const SUPER_ADMIN: SessionUser = {
  id: 'sa1',
  email: 'owner@brigade.example',
  fName: 'Owner',
  isSuperAdmin: true,
  isAdmin: false,
  isCook: false,
  kitchenId: null,
};

type Options = { mocks?: MockLink.MockedResponse[]; user?: SessionUser | null };

/** The console as the shell mounts it (@brigade/test-kit/react), signed in as `user`. */
export function renderConsole(path: string, { mocks = [], user = SUPER_ADMIN }: Options = {}) {
  return renderRemote(App, path, mocks, user);
}
