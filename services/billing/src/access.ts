import type { RequestContext } from '@brigade/service-kit';

/** Who may read what in billing (README 'Rules'), in one place for plans, kitchens and payments. */
export const isSuperAdmin = (ctx: RequestContext) => ctx.caller.kind === 'user' && ctx.caller.roles.includes('SUPER_ADMIN');

/** A kitchen's billing is for super admins and the kitchen's own people. */
export const readsKitchen = (ctx: RequestContext, kitchenId: string) =>
  isSuperAdmin(ctx) || (ctx.caller.kind === 'user' && ctx.caller.kitchenId === kitchenId);

/** A kitchen's money (payments) is for super admins and the kitchen's admins, not its cooks. */
export const readsKitchenMoney = (ctx: RequestContext, kitchenId: string) =>
  readsKitchen(ctx, kitchenId) && ctx.caller.kind === 'user' && (isSuperAdmin(ctx) || ctx.caller.roles.includes('ADMIN'));
