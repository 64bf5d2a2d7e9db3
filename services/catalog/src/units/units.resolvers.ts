import { deleteWithEvent, notDeleted } from '@brigade/events';
import type { PageArgs, RequestContext } from '@brigade/service-kit';
import { Types } from 'mongoose';
import { z } from 'zod';
import { catalogActor, requireEditor } from '../access/scope';
import type { Catalog } from '../deps';
import { unitCreated, unitDeleted } from '../ingredients/ingredient-events';
import { findIn, loadById, nameTaken } from '../shared/by-id';
import { iso, listFilter, listPage, type ListFilters } from '../shared/listing';
import { done, missing } from '../shared/replies';
import { fieldError, name, parseInput, sentFields, status, unchanged } from '../validation/input';
import type { UnitDoc } from './unit.model';

const unitView = (u: UnitDoc) => ({
  id: u._id.toHexString(),
  name: u.name,
  status: u.status,
  createdAt: iso(u.createdAt),
  updatedAt: iso(u.updatedAt),
  updatedBy: u.updatedBy ?? null,
});

const newUnit = z.object({ name: name(), status: unchanged(status) });
const unitChange = z.object({ name: unchanged(name()), status: unchanged(status) });

/**
 * Units are platform-wide vocabulary: every signed-in person reads them, super admins write them.
 * Recipe lines do not report their units to the catalog, so deleting one is not checked for use:
 * recipe clears the line's unit id (UnitDeleted) and the line keeps its own unitOfMeasure text.
 */
export function unitResolvers(catalog: Pick<Catalog, 'units'>) {
  const { units } = catalog;
  return {
    Query: {
      getUnits: async (_: unknown, args: PageArgs & { filters?: ListFilters | null }, ctx: RequestContext) => {
        catalogActor(ctx);
        const { status: wanted, search } = args.filters ?? {};
        return listPage(units, listFilter(notDeleted, { status: wanted, search }), { name: 1 }, args, unitView);
      },
    },
    Mutation: {
      CreateUnits: async (_: unknown, { input }: { input: unknown }, ctx: RequestContext) => {
        const actor = catalogActor(ctx);
        requireEditor(actor, 'unit');
        const fields = parseInput(newUnit, input, ctx.locale);
        // Deleted units count until the relay removes them (the unique index on name still holds them); likewise below.
        if (await nameTaken(units, {}, fields.name)) throw fieldError('name', 'unitNameTaken', ctx.locale);
        const _id = new Types.ObjectId();
        const created = await units.create({ ...sentFields(fields), _id, updatedBy: actor.userId, _outbox: [unitCreated(_id)] });
        return unitView(created.toObject());
      },
      UpdateUnits: async (_: unknown, { id, input }: { id: string; input: unknown }, ctx: RequestContext) => {
        const actor = catalogActor(ctx);
        requireEditor(actor, 'unit');
        const change = parseInput(unitChange, input, ctx.locale);
        const unit = await findIn(units, notDeleted, id);
        if (!unit) throw missing(ctx.locale, 'unitNotFound');
        if (change.name !== undefined && change.name !== unit.name && (await nameTaken(units, {}, change.name, unit._id))) {
          throw fieldError('name', 'unitNameTaken', ctx.locale);
        }
        const updated = await units
          .findOneAndUpdate(
            { _id: unit._id, ...notDeleted },
            { $set: { ...sentFields(change), updatedBy: actor.userId } },
            { returnDocument: 'after' },
          )
          .lean<UnitDoc>();
        if (!updated) throw missing(ctx.locale, 'unitNotFound');
        return unitView(updated);
      },
      DeleteUnits: async (_: unknown, { id }: { id: string }, ctx: RequestContext) => {
        const actor = catalogActor(ctx);
        requireEditor(actor, 'unit');
        const unit = await findIn(units, notDeleted, id);
        if (!unit || !(await deleteWithEvent(units, unit._id, unitDeleted(unit._id)))) throw missing(ctx.locale, 'unitNotFound');
        return done(ctx.locale, 'unitDeleted');
      },
    },
    Unit: {
      __resolveReference: (ref: { id: string }, ctx: RequestContext) => {
        catalogActor(ctx);
        return loadById<UnitDoc, ReturnType<typeof unitView>>(ctx, 'unit', units, notDeleted, unitView, ref.id);
      },
    },
  };
}
