import { m } from './messages';
import { paths } from './paths';
import { CREATE_COOK, UPDATE_COOK } from './queries';
import type { StaffKind } from './staff/kind';

export const cookKind: StaffKind = {
  role: 'COOK',
  paths,
  deletes: 'cook',
  text: m,
  create: CREATE_COOK,
  update: UPDATE_COOK,
  updateVariables: (id, changes) => ({ id, input: changes }),
  editable: 'password',
};
