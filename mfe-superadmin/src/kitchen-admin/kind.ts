import { type StaffKind } from '@brigade/console-kit';
import { kitchenAdminMessages } from './messages';
import { paths } from './paths';
import { CREATE_KITCHEN_ADMIN, UPDATE_KITCHEN_ADMIN } from './queries';

export const kitchenAdminKind: StaffKind = {
  role: 'ADMIN',
  paths,
  deletes: 'kitchenAdmin',
  text: kitchenAdminMessages,
  create: CREATE_KITCHEN_ADMIN,
  update: UPDATE_KITCHEN_ADMIN,
  updateVariables: (id, changes) => ({ input: { id, ...changes } }),
  editable: 'email',
};
