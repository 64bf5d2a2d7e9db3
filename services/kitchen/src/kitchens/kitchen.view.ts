import type { DeletedKitchenDoc } from './deleted-kitchen';
import type { KitchenDoc, KitchenStatus } from './kitchen.model';

/** The GraphQL KitchenStatus: a stored kitchen's status, or DELETED for what is kept of a deleted one. */
export type KitchenGraphStatus = KitchenStatus | 'DELETED';

const iso = (d: Date | undefined | null) => d?.toISOString() ?? null;

/** A kitchen as the GraphQL `Kitchen` type shows it. */
export function toGraph(k: KitchenDoc) {
  return {
    id: k._id.toHexString(),
    name: k.name,
    description: k.description ?? null,
    status: k.status as KitchenGraphStatus,
    coverPic: k.coverPic ?? null,
    logo: k.logo ?? null,
    theme: k.theme ?? null,
    isDark: k.isDark,
    accNumber: k.accNumber,
    line1: k.line1 ?? null,
    line2: k.line2 ?? null,
    city: k.city ?? null,
    state: k.state ?? null,
    postal_code: k.postal_code ?? null,
    country: k.country ?? null,
    recipeCount: k.recipeCount,
    menuItemCount: k.menuItemCount,
    cooksCount: k.cooksCount,
    order: k.order,
    ownerId: k.ownerId?.toHexString() ?? null,
    createdAt: iso(k.createdAt),
    updatedAt: iso(k.updatedAt),
    updatedBy: k.updatedBy?.toHexString() ?? null,
  };
}

export type KitchenView = ReturnType<typeof toGraph>;

/**
 * A deleted kitchen, as a reference to it resolves (README 'Deleting'): its kept name and account
 * number, status DELETED, nothing else. `kept` is null for a kitchen deleted before names were kept:
 * it is still a deleted kitchen, with an empty name.
 */
export function deletedToGraph(id: string, kept: DeletedKitchenDoc | null): KitchenView {
  return {
    id,
    name: kept?.name ?? '',
    description: null,
    status: 'DELETED',
    coverPic: null,
    logo: null,
    theme: null,
    isDark: true,
    accNumber: kept?.accNumber ?? '',
    line1: null,
    line2: null,
    city: null,
    state: null,
    postal_code: null,
    country: null,
    recipeCount: 0,
    menuItemCount: 0,
    cooksCount: 0,
    order: 0,
    ownerId: null,
    createdAt: iso(kept?.createdAt),
    updatedAt: iso(kept?.deletedAt),
    updatedBy: null,
  };
}
