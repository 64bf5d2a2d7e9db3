import type { KitchenDoc } from './kitchen.model';

const iso = (d: Date | undefined | null) => d?.toISOString() ?? null;

/** A kitchen as the GraphQL `Kitchen` type shows it. */
export function toGraph(k: KitchenDoc) {
  return {
    id: k._id.toHexString(),
    name: k.name,
    description: k.description ?? null,
    status: k.status,
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
