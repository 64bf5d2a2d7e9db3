import type { UserRole } from '@brigade/events';
import type { OwnerLookup, RequestContext } from '@brigade/service-kit';
import type { UnitDef, UnitDimension } from '@brigade/units';
import type { CategoryProjection, KnownCategory } from '../categories/category-projection';
import type { CookProjection } from '../cooks/cook-projection';
import { ingredientStatement } from '../ingredients/ingredient-events';
import type { IngredientProjection, KnownIngredient } from '../ingredients/ingredient-projection';
import { unitStatement } from '../units/unit-events';
import { asDef, type UnitProjection } from '../units/unit-projection';

type Projections = { ingredients: IngredientProjection; units: UnitProjection; categories: CategoryProjection; cooks: CookProjection };
export type Owners = { catalog: OwnerLookup; identity: OwnerLookup };

/** What catalog's Ingredient shows: the projection's fields, and the caller's kitchen's own conversions. */
type AskedIngredient = Omit<KnownIngredient, '_id' | 'deleted' | 'asOf'> & {
  id: string;
  kitchenConversions: { density: number | null; pieceWeight: number | null } | null;
};
const INGREDIENT = `kitchenId name allergenIds mayContainAllergenIds freeFromAllergenIds density pieceWeight
  kitchenConversions { density pieceWeight }
  nutrition { energyKj energyKcal fat saturates carbohydrate sugars fibre protein salt }`;

type AskedUnit = { id: string; code: string | null; name: string; dimension: UnitDimension; toBase: number | null };
type AskedCategory = { id: string; kitchenId: string | null; categoryId?: string };
type AskedUser = { id: string; kitchenId: string | null; status: string | null; isSuperAdmin: boolean; isAdmin: boolean; isCook: boolean };

const ROLES: [keyof AskedUser & `is${string}`, UserRole][] = [
  ['isSuperAdmin', 'SUPER_ADMIN'],
  ['isAdmin', 'ADMIN'],
  ['isCook', 'COOK'],
];

const missing = (ids: string[], known: (id: string) => boolean) => [...new Set(ids)].filter((id) => !known(id));

/**
 * Read your own writes (README 'Read your own writes', #43): before a save is refused for naming an
 * ingredient, unit, category or cook this service has not heard of, the owner is asked, as the
 * person saving. What it shows them is kept in the projection until the owner's event replaces it
 * (`ASKED_OWNER`), so the next request on any replica sees it too. Only ids the projection lacks
 * are asked for, so a save that names only known ones costs nothing more.
 */
export function ownerChecks(known: Projections, owners: Owners) {
  /** Keeps what identity shows the caller of these users; whether it showed any. */
  async function askIdentity(ctx: RequestContext, ids: string[]): Promise<boolean> {
    const asked = await owners.identity<AskedUser>(ctx, 'User', ids, 'kitchenId status isSuperAdmin isAdmin isCook');
    for (const a of asked) {
      const roles = ROLES.filter(([flag]) => a[flag]).map(([, role]) => role);
      await known.cooks.asked({ userId: a.id, kitchenId: a.kitchenId, roles, status: a.status ?? 'UNKNOWN' });
    }
    return asked.length > 0;
  }

  return {
    /** The ingredients among `ids` catalog shows the caller that `found` lacks, added to it. */
    async ingredients(ctx: RequestContext, ids: string[], found: Map<string, KnownIngredient>): Promise<Map<string, KnownIngredient>> {
      const asked = await owners.catalog<AskedIngredient>(
        ctx,
        'Ingredient',
        missing(ids, (id) => found.has(id)),
        INGREDIENT,
      );
      for (const a of asked) {
        // Density and piece weight read as the caller's kitchen's own where it states them: the
        // ingredient's own are not shown then, so none is kept until the event says it.
        const own = a.kitchenConversions ? { density: null, pieceWeight: null } : a;
        const held = await known.ingredients.asked(ingredientStatement({ ...a, ...own, ingredientId: a.id }));
        if (held && !held.deleted) found.set(a.id, held);
      }
      return found;
    },

    /** The live units among `ids`, catalog asked for those the projection lacks. */
    async units(ctx: RequestContext, ids: string[]): Promise<UnitDef[]> {
      const units = await known.units.byIds(ids);
      const asked = await owners.catalog<AskedUnit>(
        ctx,
        'Unit',
        missing(ids, (id) => units.some((u) => u.id === id)),
        'code name dimension toBase',
      );
      for (const a of asked) {
        const held = await known.units.asked(unitStatement({ ...a, unitId: a.id }));
        if (held && !held.deleted) units.push(asDef(held));
      }
      return units;
    },

    /** The live category or sub-category with this id, catalog asked when the projection lacks it. */
    async category(ctx: RequestContext, id: string, kind: KnownCategory['kind']): Promise<KnownCategory | null> {
      const live = await known.categories.live(id);
      if (live) return live;
      const typename = kind === 'category' ? 'Category' : 'SubCategory';
      const [a] = await owners.catalog<AskedCategory>(ctx, typename, [id], kind === 'category' ? 'kitchenId' : 'kitchenId categoryId');
      if (!a) return null;
      const held = await known.categories.asked({ _id: a.id, kind, kitchenId: a.kitchenId, categoryId: a.categoryId ?? null });
      return held && !held.deleted && held.kind === kind ? held : null;
    },

    /** The ids among `ids` that are no live cooks of `kitchenId`, identity asked for those the projection lacks. */
    async notCooksOf(ctx: RequestContext, kitchenId: string, ids: string[]): Promise<string[]> {
      const strangers = await known.cooks.notCooksOf(kitchenId, ids);
      return strangers.length && (await askIdentity(ctx, strangers)) ? known.cooks.notCooksOf(kitchenId, ids) : strangers;
    },

    /** A live cook's kitchen, identity asked when the projection knows no such cook. */
    async kitchenOfCook(ctx: RequestContext, userId: string): Promise<string | null> {
      const kitchenId = await known.cooks.kitchenOfCook(userId);
      return kitchenId === null && (await askIdentity(ctx, [userId])) ? known.cooks.kitchenOfCook(userId) : kitchenId;
    },
  };
}

export type OwnerChecks = ReturnType<typeof ownerChecks>;
