import { badUserInput, forbidden, requireUser, toObjectId, type Locale, type RequestContext } from '@brigade/service-kit';
import { Types } from 'mongoose';
import { t } from '../i18n/messages';

/**
 * The catalog's tenant boundary, in one place (README 'Scope'). An entry with `kitchenId: null`
 * belongs to the platform and every kitchen sees it; an entry with a kitchenId is that kitchen's
 * alone. Super admins see and manage everything; a kitchen admin manages only their own
 * kitchen's categories, sub-categories and ingredients (and states their kitchen's conversions
 * for platform ingredients, ingredients.mutations.ts); cooks read.
 */
export type CatalogKind = 'category' | 'subCategory' | 'ingredient' | 'allergen' | 'unit';

const KITCHEN_MANAGED: ReadonlySet<CatalogKind> = new Set(['category', 'subCategory', 'ingredient']);

export type Actor = { userId: string; role: 'SUPER_ADMIN' | 'ADMIN' | 'COOK'; kitchenId: Types.ObjectId | null };

export type Filter = Record<string, unknown>;

/**
 * The signed-in caller as the catalog sees them; anonymous is UNAUTHENTICATED. A kitchen admin or
 * cook without a kitchen yet (registered, kitchen not opened) reads the platform's entries only.
 */
export function catalogActor(ctx: RequestContext): Actor {
  const caller = requireUser(ctx.caller);
  if (caller.roles.includes('SUPER_ADMIN')) return { userId: caller.userId, role: 'SUPER_ADMIN', kitchenId: null };
  const kitchenId = caller.kitchenId ? toObjectId(caller.kitchenId) : null;
  if (caller.roles.includes('ADMIN')) return { userId: caller.userId, role: 'ADMIN', kitchenId };
  if (caller.roles.includes('COOK')) return { userId: caller.userId, role: 'COOK', kitchenId };
  throw forbidden();
}

/**
 * Whose entries of kitchen-owned kinds a caller may read: the platform's (null) and their own
 * kitchen's, or 'all' for a super admin. The boundary is stated once, here: `readable` is its
 * query form, and shared/by-id.ts checks it on entries held in memory. Platform-wide kinds
 * (allergens, units) are 'all' for everyone.
 */
export type Reach = 'all' | readonly (string | null)[];

export function readableReach(actor: Actor): Reach {
  return actor.role === 'SUPER_ADMIN' ? 'all' : [null, actor.kitchenId?.toHexString() ?? null];
}

/** `readableReach` as a MongoDB filter. */
export function readable(actor: Actor): Filter {
  const reach = readableReach(actor);
  return reach === 'all' ? {} : { kitchenId: { $in: reach.map((k) => (k === null ? null : new Types.ObjectId(k))) } };
}

/**
 * The short lists behind the forms' dropdowns (getActive*): platform entries plus one kitchen's.
 * A super admin names the kitchen they work for (none: platform only); anyone else gets their own.
 */
export function offeredTo(actor: Actor, kitchenId: string | null | undefined): Filter {
  const kitchen = actor.role === 'SUPER_ADMIN' ? (kitchenId ? toObjectId(kitchenId) : null) : actor.kitchenId;
  return { kitchenId: { $in: [null, kitchen] } };
}

/** Cooks never write; kitchen admins write only the kinds kitchens manage, in their kitchen. Anything else is FORBIDDEN. */
export function requireEditor(actor: Actor, kind: CatalogKind): void {
  if (actor.role === 'SUPER_ADMIN') return;
  if (actor.role === 'ADMIN' && actor.kitchenId !== null && KITCHEN_MANAGED.has(kind)) return;
  throw forbidden();
}

/** Whether the caller may change or delete this entry (`kitchenId` as stored, or its hex string). */
export function canEdit(actor: Actor, kind: CatalogKind, kitchenId: Types.ObjectId | string | null): boolean {
  if (actor.role === 'SUPER_ADMIN') return true;
  if (actor.role !== 'ADMIN' || actor.kitchenId === null || kitchenId === null || !KITCHEN_MANAGED.has(kind)) return false;
  return String(kitchenId) === actor.kitchenId.toHexString();
}

/** Where a new entry lives: a kitchen admin's always goes to their kitchen (whatever they sent); a super admin's where they say. */
export function ownerOfNew(actor: Actor, requested: Types.ObjectId | null | undefined): Types.ObjectId | null {
  return actor.role === 'SUPER_ADMIN' ? (requested ?? null) : actor.kitchenId;
}

/**
 * Entries a name must not repeat (case-insensitively; ingredients also without accents): nobody should see two entries of one kind
 * with the same name, so a platform entry clashes with every kitchen's, a kitchen's with the
 * platform's and its own.
 */
export function nameClashScope(kitchenId: Types.ObjectId | null): Filter {
  return kitchenId === null ? {} : { kitchenId: { $in: [null, kitchenId] } };
}

/** What one kitchen sees of the kinds kitchens manage: the platform's entries and its own. */
export function seenBy(kitchenId: Types.ObjectId): Filter {
  return { kitchenId: { $in: [null, kitchenId] } };
}

/**
 * Purchase prices (src/prices) are one kitchen's business and never a cook's: the prices a caller
 * may read and change are their own kitchen's (every kitchen's for a super admin). Cooks, and
 * admins whose kitchen is not open yet, are FORBIDDEN.
 */
export function pricesOf(actor: Actor): Filter {
  if (actor.role === 'SUPER_ADMIN') return {};
  if (actor.role !== 'ADMIN' || actor.kitchenId === null) throw forbidden();
  return { kitchenId: actor.kitchenId };
}

/**
 * The kitchen whose prices a query or a new price is about: a kitchen admin's own, whatever
 * `kitchenId` says; a super admin must name one (else BAD_USER_INPUT on kitchenId). Cooks: FORBIDDEN.
 */
export function priceKitchen(actor: Actor, requested: Types.ObjectId | string | null | undefined, locale: Locale): Types.ObjectId {
  if (actor.role !== 'SUPER_ADMIN') {
    if (actor.role !== 'ADMIN' || actor.kitchenId === null) throw forbidden();
    return actor.kitchenId;
  }
  if (requested === null || requested === undefined || requested === '') throw badUserInput('kitchenId', t(locale, 'required'));
  const kitchenId = typeof requested === 'string' ? toObjectId(requested) : requested;
  if (!kitchenId) throw badUserInput('kitchenId', t(locale, 'idInvalid'));
  return kitchenId;
}
