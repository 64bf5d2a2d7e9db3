import { notDeleted } from '@brigade/events';
import {
  forbidden,
  kitchenGate,
  paymentOverdue,
  requireRole,
  requireUser,
  toObjectId,
  type RequestContext,
  type SignedInCaller,
} from '@brigade/service-kit';
import { Types, type Model } from 'mongoose';
import { t } from '../i18n/messages';
import type { KitchenPlans } from '../plans/kitchen-plans';
import type { RecipeDoc } from './recipe.model';

type Filter = Record<string, unknown>;

const isSuper = (caller: SignedInCaller) => caller.roles.includes('SUPER_ADMIN');

const ownKitchen = (caller: SignedInCaller): Types.ObjectId => {
  const kitchenId = toObjectId(caller.kitchenId);
  if (!kitchenId) throw forbidden();
  return kitchenId;
};

/**
 * Who sees what (README 'Who sees what'), in one place; every read and write starts from here.
 * Super admin: every recipe. Kitchen admin: their kitchen's. Cook: their kitchen's ACTIVE recipes
 * that are not private or list them, and of those only the first perCookViewRecipeCount by
 * order (then id), so the set a cook sees is stable and the admin decides it by ordering.
 */
export function recipeAccess(recipes: Model<RecipeDoc>, plans: KitchenPlans) {
  const gate = kitchenGate(recipes.db);
  async function readable(ctx: RequestContext): Promise<Filter> {
    const caller = requireUser(ctx.caller);
    if (isSuper(caller)) return { ...notDeleted };
    const kitchenId = ownKitchen(caller);
    if (caller.roles.includes('ADMIN')) return { ...notDeleted, kitchenId };
    if (!caller.roles.includes('COOK')) throw forbidden();
    return cookScope(kitchenId, caller.userId);
  }

  /** What one cook of a kitchen sees: also asked for cooks other than the caller (who has read a recipe). */
  async function cookScope(kitchenId: Types.ObjectId, cookId: string): Promise<Filter> {
    const base: Filter = {
      ...notDeleted,
      kitchenId,
      status: 'ACTIVE',
      $or: [{ isPrivate: { $ne: true } }, { cookIds: new Types.ObjectId(cookId) }],
    };
    const allowed = (await plans.limits(kitchenId.toHexString())).perCookViewRecipeCount;
    const first = await recipes
      .find(base, { _id: 1 })
      .sort({ order: 1, _id: 1 })
      .limit(allowed + 1)
      .lean<{ _id: Types.ObjectId }[]>();
    // Within the allowance, the plain filter (indexes stay usable); beyond it, the allowed ids.
    return first.length <= allowed ? base : { ...base, _id: { $in: first.slice(0, allowed).map((r) => r._id) } };
  }

  /**
   * Writers: super admin anywhere, kitchen admin inside their kitchen, nobody else. The filter
   * limits which recipes may change; `mayWrite` refuses an overdue kitchen's admin (SPEC.md section 6)
   * and anyone writing into a deleted or paused kitchen.
   */
  function writable(ctx: RequestContext): { caller: SignedInCaller; filter: Filter } {
    const caller = requireRole(ctx.caller, 'ADMIN');
    return { caller, filter: isSuper(caller) ? { ...notDeleted } : { ...notDeleted, kitchenId: ownKitchen(caller) } };
  }

  async function mayWrite(ctx: RequestContext, caller: SignedInCaller, kitchenId: string): Promise<void> {
    // Deleted: nobody writes into it; paused: only a super admin (kitchen README 'Pausing').
    await gate.mayWrite(ctx.caller, kitchenId, ctx.locale);
    if (isSuper(caller)) return;
    if (kitchenId !== caller.kitchenId) throw forbidden();
    if ((await plans.limits(kitchenId)).overdue) throw paymentOverdue(t(ctx.locale, 'paymentOverdue'));
  }

  return { readable, cookScope, writable, mayWrite };
}

export type RecipeAccess = ReturnType<typeof recipeAccess>;
