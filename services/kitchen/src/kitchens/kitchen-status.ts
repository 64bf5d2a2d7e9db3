import type { KitchenStatus } from './kitchen.model';

/**
 * Kitchen status transitions (README). CREATING and NOT_VERIFIED end by themselves when the
 * first admin arrives or the registered owner verifies; a super admin may also end them, pause
 * and reactivate a kitchen, and review applications (APPLIED → PENDING → ACTIVE or REJECT).
 */
const BY_SUPER_ADMIN: Record<KitchenStatus, KitchenStatus[]> = {
  CREATING: ['ACTIVE'],
  NOT_VERIFIED: ['ACTIVE'],
  APPLIED: ['PENDING', 'REJECT'],
  PENDING: ['ACTIVE', 'REJECT'],
  ACTIVE: ['PAUSED'],
  PAUSED: ['ACTIVE'],
  REJECT: ['PENDING'],
};

export const mayChangeStatus = (from: KitchenStatus, to: KitchenStatus) => from === to || BY_SUPER_ADMIN[from].includes(to);
