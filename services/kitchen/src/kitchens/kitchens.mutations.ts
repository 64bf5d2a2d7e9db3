import { withEvents } from '@brigade/events';
import { badUserInput, forbidden, nextAccountNumber, notFound, requireRole, type RequestContext } from '@brigade/service-kit';
import { Types, type Connection, type Model } from 'mongoose';
import type { KitchenCounters } from '../counters/counters';
import { t, parseInput } from '../i18n/messages';
import { oneVisibleKitchen } from './kitchen-access';
import { deleteKitchen, type DeletedKitchenDoc } from './deleted-kitchen';
import { kitchenCreated, kitchenStatusChanged } from './kitchen-events';
import { billingAddressInput, createKitchenInput, updateKitchenInput } from './kitchen-input';
import { mayChangeStatus } from './kitchen-status';
import type { KitchenDoc } from './kitchen.model';
import { toGraph } from './kitchen.view';

/** null clears a field, undefined leaves it: split into $set and $unset. */
function changes(fields: Record<string, unknown>): { $set: Record<string, unknown>; $unset?: Record<string, ''> } {
  const $set: Record<string, unknown> = {};
  const $unset: Record<string, ''> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value === null) $unset[field] = '';
    else $set[field] = value;
  }
  return Object.keys($unset).length ? { $set, $unset } : { $set };
}

export function kitchenMutations(
  connection: Connection,
  kitchens: Model<KitchenDoc>,
  deletedKitchens: Model<DeletedKitchenDoc>,
  counters: KitchenCounters,
) {
  const updateVisible = async (ctx: RequestContext, id: string, update: Record<string, unknown>) => {
    const filter = oneVisibleKitchen(ctx, id);
    // A paused kitchen's own people change nothing in it; a super admin still manages it (README 'Pausing').
    if (filter && !requireRole(ctx.caller, 'ADMIN').roles.includes('SUPER_ADMIN')) {
      const current = await kitchens.findOne(filter, { status: 1 }).lean<Pick<KitchenDoc, 'status'>>();
      if (current?.status === 'PAUSED') throw forbidden(t(ctx.locale, 'kitchenPaused'));
    }
    const updated = filter ? await kitchens.findOneAndUpdate(filter, update, { returnDocument: 'after' }).lean<KitchenDoc>() : null;
    if (!updated) throw forbidden();
    return toGraph(updated);
  };

  return {
    /**
     * Super admin. With `admin`, the kitchen waits in CREATING until identity has created and
     * invited that admin (README 'Creating a kitchen'); without, it is ACTIVE at once.
     */
    CreateKitchen: async (_: unknown, { input }: { input: unknown }, ctx: RequestContext) => {
      const caller = requireRole(ctx.caller);
      const { admin, ...fields } = parseInput(createKitchenInput, input, ctx.locale);
      const _id = new Types.ObjectId();
      const last = await kitchens.findOne({}, { order: 1 }).sort({ order: -1 }).lean<KitchenDoc>();
      const doc = {
        ...changes(fields).$set,
        _id,
        name: fields.name,
        status: admin ? ('CREATING' as const) : ('ACTIVE' as const),
        isDark: fields.isDark ?? true,
        accNumber: await nextAccountNumber(connection, 'K'),
        order: (last?.order ?? 0) + 1,
        ownerId: null,
        updatedBy: new Types.ObjectId(caller.userId),
      };
      const firstAdmin = admin
        ? { fName: admin.fName, lName: admin.lName, email: admin.email, phone: admin.phone ?? null, lang: admin.lang ?? null }
        : undefined;
      const created = await kitchens.create({ ...doc, _outbox: [kitchenCreated(doc, firstAdmin)] });
      return toGraph(created.toObject());
    },

    /** Super admin any kitchen; a kitchen admin their own, without its status. */
    UpdateKitchen: async (_: unknown, { id, input }: { id: string; input: unknown }, ctx: RequestContext) => {
      const caller = requireRole(ctx.caller, 'ADMIN');
      const { status, ...fields } = parseInput(updateKitchenInput, input, ctx.locale);
      const filter = oneVisibleKitchen(ctx, id);
      const current = filter ? await kitchens.findOne(filter).lean<KitchenDoc>() : null;
      if (!current) throw forbidden();
      if (status && status !== current.status) {
        if (!caller.roles.includes('SUPER_ADMIN')) throw forbidden();
        if (!mayChangeStatus(current.status, status))
          throw badUserInput('status', t(ctx.locale, 'statusChange', { from: current.status, to: status }));
      }
      const update = changes({ ...fields, ...(status ? { status } : {}) });
      update.$set.updatedBy = new Types.ObjectId(caller.userId);
      // Pausing and reactivating reach identity (sessions end) and the services that hold the kitchen's data.
      const announce = status && status !== current.status ? withEvents([kitchenStatusChanged(current._id.toHexString(), status)]) : {};
      return updateVisible(ctx, id, { ...update, ...announce });
    },

    /** The kitchen's address, used on invoices (SPEC.md 'Billing address'); its admin or a super admin. */
    UpdateBillingAddressDetails: async (_: unknown, { id, input }: { id?: string | null; input: unknown }, ctx: RequestContext) => {
      const caller = requireRole(ctx.caller, 'ADMIN');
      const kitchenId = id ?? caller.kitchenId;
      if (!kitchenId) throw badUserInput('id', t(ctx.locale, 'required'));
      const address = parseInput(billingAddressInput, input, ctx.locale);
      const update = changes({
        line1: address.line_1,
        line2: address.line_2,
        city: address.city,
        state: address.state,
        country: address.country,
        postal_code: address.postal_code,
      });
      update.$set.updatedBy = new Types.ObjectId(caller.userId);
      return updateVisible(ctx, kitchenId, update);
    },

    /** Super admin: the listed kitchens take positions 1..n in the given order (drag and drop). */
    UpdateKitchenOrder: async (_: unknown, { ids }: { ids: string[] }, ctx: RequestContext) => {
      requireRole(ctx.caller);
      const unique = new Set(ids);
      if (ids.length === 0 || ids.length > 1000 || unique.size !== ids.length || ids.some((id) => !Types.ObjectId.isValid(id))) {
        throw badUserInput('ids', t(ctx.locale, 'orderInvalid'));
      }
      if ((await kitchens.countDocuments({ _id: { $in: ids }, _deleted: { $ne: true } })) !== ids.length)
        throw badUserInput('ids', t(ctx.locale, 'orderInvalid'));
      await kitchens.bulkWrite(
        ids.map((id, i) => ({ updateOne: { filter: { _id: new Types.ObjectId(id) }, update: { $set: { order: i + 1 } } } })),
      );
      return true;
    },

    /** Super admin. The kitchen's users, recipes, media and billing follow through KitchenDeleted; its name is kept. */
    DeleteKitchen: async (_: unknown, { id }: { id: string }, ctx: RequestContext) => {
      requireRole(ctx.caller);
      if (!Types.ObjectId.isValid(id)) throw notFound(t(ctx.locale, 'kitchenNotFound'));
      // The deletion and its event are one document write; the relay removes the row once published.
      if (!(await deleteKitchen(kitchens, deletedKitchens, new Types.ObjectId(id)))) throw notFound(t(ctx.locale, 'kitchenNotFound'));
      await counters.forgetKitchen(id);
      return true;
    },
  };
}
