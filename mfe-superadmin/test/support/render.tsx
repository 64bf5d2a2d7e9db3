import type { MockLink } from '@apollo/client/testing';
import type { SessionUser } from '@brigade/ui';
import { renderRemote } from '../../../packages/ui/test/render-remote';
import { App } from '../../src/App';

export { settle } from '../../../packages/ui/test/render-remote';

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

/** The console as the shell mounts it (packages/ui/test/render-remote.tsx), signed in as `user`. */
export function renderConsole(path: string, { mocks = [], user = SUPER_ADMIN }: Options = {}) {
  return renderRemote(App, path, mocks, user);
}
