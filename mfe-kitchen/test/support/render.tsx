import type { MockLink } from '@apollo/client/testing';
import { renderRemote } from '@brigade/test-kit/react';
import type { SessionUser } from '@brigade/ui';
import { App } from '../../src/App';

export { settle } from '@brigade/test-kit/react';

export const KITCHEN_ADMIN: SessionUser = {
  id: 'ka1',
  email: 'chef@kitchen.example',
  fName: 'Chef',
  isSuperAdmin: false,
  isAdmin: true,
  isCook: false,
  kitchenId: 'k1',
};

export const COOK: SessionUser = {
  id: 'c1',
  email: 'cook@kitchen.example',
  fName: 'Cook',
  isSuperAdmin: false,
  isAdmin: false,
  isCook: true,
  kitchenId: 'k1',
};

type Options = { mocks?: MockLink.MockedResponse[]; user?: SessionUser | null };

/** The kitchen app as the shell mounts it (@brigade/test-kit/react), signed in as `user`. */
export function renderConsole(path: string, { mocks = [], user = KITCHEN_ADMIN }: Options = {}) {
  return renderRemote(App, path, mocks, user);
}
