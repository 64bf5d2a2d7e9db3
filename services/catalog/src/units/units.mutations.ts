import { deleteWithEvent, notDeleted } from '@brigade/events';
import type { RequestContext } from '@brigade/service-kit';
import { Types } from 'mongoose';
import { catalogActor, requireEditor } from '../access/scope';
import type { Catalog } from '../deps';
import { unitChanged, unitDeleted } from '../ingredients/ingredient-events';
import { findIn, nameTaken } from '../shared/by-id';
import { asRead, changeWithEvents } from '../shared/change-with-events';
import { done, missing } from '../shared/replies';
import { translationFields } from '../shared/translations';
import { fieldError, parseInput, sentFields } from '../validation/input';
import { needsFactor, newUnit, unitChange } from './unit.input';
import type { UnitDoc } from './unit.model';
import { unitView } from './unit.view';

/** The fields UnitChanged is computed from: a write lands only on the state its event describes. */
const ANNOUNCED = ['name', 'code', 'dimension', 'toBase'] as const;

/**
 * Units are platform-wide vocabulary: super admins write them, and every create or change records
 * UnitChanged with the whole state in the same write. Recipe lines do not report their units to
 * the catalog, so deleting one is not checked for use: recipe clears the line's unit id
 * (UnitDeleted) and the line keeps its own unitOfMeasure text.
 */
export function unitMutations(catalog: Pick<Catalog, 'units'>) {
  const { units } = catalog;

  /** Deleted units count until the relay removes them: the unique indexes on name and code still hold them. */
  async function checkUnique(fields: { name?: string; code?: string | null }, ctx: RequestContext, except?: Types.ObjectId) {
    if (fields.name !== undefined && (await nameTaken(units, {}, fields.name, except)))
      throw fieldError('name', 'unitNameTaken', ctx.locale);
    if (fields.code && (await units.exists({ code: fields.code, ...(except ? { _id: { $ne: except } } : {}) }))) {
      throw fieldError('code', 'unitCodeTaken', ctx.locale);
    }
  }

  return {
    CreateUnits: async (_: unknown, { input }: { input: unknown }, ctx: RequestContext) => {
      const actor = catalogActor(ctx);
      requireEditor(actor, 'unit');
      const { translations, ...fields } = parseInput(newUnit, input, ctx.locale);
      if (needsFactor(fields.dimension, fields.toBase)) throw fieldError('toBase', 'toBaseRequired', ctx.locale);
      await checkUnique(fields, ctx);
      const unit = { ...sentFields(fields), _id: new Types.ObjectId(), name: fields.name, translations: translations ?? {} };
      const created = await units.create({ ...unit, updatedBy: actor.userId, _outbox: [unitChanged(unit)] });
      return unitView(created.toObject());
    },

    UpdateUnits: async (_: unknown, { id, input }: { id: string; input: unknown }, ctx: RequestContext) => {
      const actor = catalogActor(ctx);
      requireEditor(actor, 'unit');
      const { translations, ...change } = parseInput(unitChange, input, ctx.locale);
      const unit = await findIn(units, notDeleted, id);
      if (!unit) throw missing(ctx.locale, 'unitNotFound');
      const updated = await changeWithEvents(
        units,
        unit._id,
        (current) => asRead(current, ANNOUNCED),
        async (current) => {
          const after: UnitDoc = { ...current, ...sentFields(change) };
          if (needsFactor(after.dimension ?? 'COUNT', after.toBase)) throw fieldError('toBase', 'toBaseRequired', ctx.locale);
          const renamed = change.name !== undefined && change.name !== current.name;
          const recoded = change.code !== undefined && change.code !== (current.code ?? null);
          await checkUnique({ name: renamed ? change.name : undefined, code: recoded ? change.code : undefined }, ctx, current._id);
          return {
            set: { ...sentFields(change), ...translationFields(translations), updatedBy: actor.userId },
            events: [unitChanged(after)],
          };
        },
      );
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
  };
}
