import { notDeleted } from '@brigade/events';
import type { PageArgs, RequestContext } from '@brigade/service-kit';
import type { QueryGetUnitsArgs } from '../__generated__/resolvers';
import { catalogActor } from '../access/scope';
import type { Catalog } from '../deps';
import { loadById } from '../shared/by-id';
import { listFilter, listPage } from '../shared/listing';
import { localName, TRANSLATED_FIELDS } from '../shared/translations';
import type { UnitDoc } from './unit.model';
import { unitView, type UnitView } from './unit.view';
import { unitMutations } from './units.mutations';

const SEARCHED = ['name', 'code', ...TRANSLATED_FIELDS];

/** A unit by id, batched per request; a deleted one is null. */
export function loadUnit(units: Catalog['units'], ctx: RequestContext, id: string): Promise<UnitView | null> {
  return loadById<UnitDoc, UnitView>(ctx, 'unit', units, 'all', unitView, id);
}

/** Units are platform-wide vocabulary: every signed-in person reads them all (writes: units.mutations.ts). */
export function unitResolvers(catalog: Pick<Catalog, 'units'>) {
  const { units } = catalog;
  return {
    Query: {
      /** By base name; the text filter also finds codes and translations ('stuk' finds piece). */
      getUnits: async (_: unknown, args: PageArgs & QueryGetUnitsArgs, ctx: RequestContext) => {
        catalogActor(ctx);
        const { status: wanted, search } = args.filters ?? {};
        return listPage(units, listFilter(notDeleted, { status: wanted, search }, SEARCHED), { name: 1 }, args, unitView);
      },
    },
    Mutation: unitMutations(catalog),
    Unit: {
      __resolveReference: (ref: { id: string }, ctx: RequestContext) => {
        catalogActor(ctx);
        return loadUnit(units, ctx, ref.id);
      },
      name: (unit: UnitView, _: unknown, ctx: RequestContext) => localName(unit, ctx.locale),
    },
  };
}
