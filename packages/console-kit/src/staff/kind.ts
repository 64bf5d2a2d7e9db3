import type { Deletable } from '@brigade/ui';
import type { DocumentNode } from 'graphql';
import type { MessageDescriptor } from 'react-intl';
import type { EntityPaths } from '../common/paths';
import type { StaffChanges } from './staffInput';

/**
 * What tells kitchen admins and cooks apart on the shared staff screens: their role in GetUsers'
 * filters, their routes and words, and identity's calls for each (identity README).
 */
export type StaffKind = {
  role: 'ADMIN' | 'COOK';
  paths: EntityPaths;
  deletes: Deletable;
  text: Record<'title' | 'create' | 'edit' | 'view' | 'registered', MessageDescriptor>;
  /** A mutation taking `$input: StaffInput!` and answering a UserResponse. */
  create: DocumentNode;
  /** A mutation answering a UserResponse; `updateVariables` shapes its variables. */
  update: DocumentNode;
  updateVariables(id: string, changes: StaffChanges): Record<string, unknown>;
  /** The update's extra power: UserDetailsInput changes the e-mail, KitchenCookInput sets a password. */
  editable: 'email' | 'password';
};
