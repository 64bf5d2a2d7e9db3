import { badUserInput, forbidden, inSlot, planLimitReached, toObjectId, type RequestContext } from '@brigade/service-kit';
import { z } from 'zod';
import { loadActor, requireActorRole } from '../access/actor';
import type { IdentityDeps } from '../deps';
import { t } from '../i18n/messages';
import { createAccount, type NewAccount } from './accounts';
import { limitInvitation, refuseTakenAddress } from './invitation-limits';
import { registerApplicant } from './registration';
import { toGraph } from './user.view';
import { businessFields, confirmed, optionalName, parseInput, password, passwordAvoidsEmail, personFields, vatChecked } from './validation';

const registration = vatChecked(
  confirmed(
    z.object({
      ...personFields,
      ...businessFields,
      password,
      confirmPassword: z.string().nullish(),
      kitchenName: optionalName(100),
    }),
  ),
);

const staffMember = z.object({ ...personFields, kitchenId: z.string().nullish(), password: password.nullish() });

/** No undefined or null keys: what was not given is not stored. */
const defined = <T extends object>(v: T) =>
  Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined && x !== null)) as Partial<T>;

function checkPasswordAvoidsEmail(input: { password?: string | null; email: string }, locale: RequestContext['locale']) {
  if (input.password && !passwordAvoidsEmail(input.password, input.email))
    throw badUserInput('password', t(locale, 'passwordContainsEmail'));
}

export function accountMutations(deps: IdentityDeps) {
  const view = (u: Parameters<typeof toGraph>[0]) => toGraph(u, deps.site);

  /** The kitchen a new admin or cook joins: a kitchen admin's own; a super admin names one that exists. */
  async function targetKitchen(actor: Awaited<ReturnType<typeof loadActor>>, requested: string | null | undefined, ctx: RequestContext) {
    if (actor.role !== 'SUPER_ADMIN') {
      if (requested && requested !== actor.kitchenId?.toHexString()) throw forbidden();
      if (!actor.kitchenId) throw forbidden();
      return actor.kitchenId;
    }
    if (!requested) throw badUserInput('kitchenId', t(ctx.locale, 'required'));
    const kitchenId = toObjectId(requested);
    if (!kitchenId || !(await deps.knownKitchen(ctx, requested))) throw badUserInput('kitchenId', t(ctx.locale, 'kitchenUnknown'));
    return kitchenId;
  }

  return {
    /** Public registration of someone opening a kitchen (README 'Registration'). */
    CreateUser: async (_: unknown, { input }: { input: unknown }, ctx: RequestContext) => {
      const { confirmPassword: _c, kitchenName, ...fields } = parseInput(registration, input, ctx.locale);
      checkPasswordAvoidsEmail(fields, ctx.locale);
      await registerApplicant(
        deps,
        { ...(defined(fields) as NewAccount), email: fields.email, isAdmin: true, kitchenName: kitchenName ?? undefined },
        ctx,
      );
      // No user in the answer: it must read the same whether or not the address already had an account.
      return { code: 200, message: t(ctx.locale, 'userRegistered'), user: null };
    },

    CreateKitchenAdmin: async (_: unknown, { input }: { input: unknown }, ctx: RequestContext) => {
      const actor = await loadActor(deps.users, ctx);
      requireActorRole(actor);
      const fields = parseInput(staffMember, input, ctx.locale);
      checkPasswordAvoidsEmail(fields, ctx.locale);
      const kitchenId = await targetKitchen(actor, fields.kitchenId, ctx);
      await limitInvitation(deps, fields.email, ctx, actor);
      const user = await createAccount(
        deps,
        { ...(defined(fields) as NewAccount), email: fields.email, kitchenId, isAdmin: true },
        ctx.locale,
        actor._id,
      );
      return { code: 200, message: t(ctx.locale, 'adminRegistered'), user: view(user) };
    },

    /** A kitchen admin (or super admin) adds a cook, within the plan's cook limit. */
    CreateKitchenCook: async (_: unknown, { input }: { input: unknown }, ctx: RequestContext) => {
      const actor = await loadActor(deps.users, ctx);
      requireActorRole(actor, 'ADMIN');
      const fields = parseInput(staffMember, input, ctx.locale);
      checkPasswordAvoidsEmail(fields, ctx.locale);
      const kitchenId = await targetKitchen(actor, fields.kitchenId, ctx);
      await refuseTakenAddress(deps, fields.email, ctx, actor);
      await limitInvitation(deps, fields.email, ctx, actor);
      const place = await deps.kitchens.reserveCook(kitchenId.toHexString(), () =>
        deps.users.countDocuments({ kitchenId, isCook: true, _deleted: { $ne: true } }),
      );
      const { allowed } = place;
      if (!place.granted) throw planLimitReached(t(ctx.locale, 'planLimitCooks', { allowed }), { used: place.used, allowed });
      const user = await inSlot(place, () =>
        createAccount(deps, { ...(defined(fields) as NewAccount), email: fields.email, kitchenId, isCook: true }, ctx.locale, actor._id),
      );
      return { code: 200, message: t(ctx.locale, 'cookRegistered'), user: view(user) };
    },
  };
}
