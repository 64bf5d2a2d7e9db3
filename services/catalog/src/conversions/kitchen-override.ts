import { forbidden, type RequestContext } from '@brigade/service-kit';
import type { Model } from 'mongoose';
import type { Actor } from '../access/scope';
import { t } from '../i18n/messages';
import { CONVERSION_FIELDS } from '../ingredients/ingredient.input';
import type { IngredientDoc } from '../ingredients/ingredient.model';
import type { ConversionDoc } from './conversion.model';
import { setConversions, type ConversionChange } from './set-conversions';

const ALLOWED: ReadonlySet<string> = new Set(CONVERSION_FIELDS);

/**
 * A kitchen admin's UpdateIngredients on a platform ingredient: the platform's name, allergens
 * and status are everyone's (recipes' labels depend on them), but how heavy a piece or a ml is
 * in their kitchen is theirs to say. Only density and pieceWeight may be sent (anything else is
 * FORBIDDEN); they become the kitchen's own values, read back in place of the platform's.
 */
export async function overrideConversions(
  conversions: Model<ConversionDoc>,
  actor: Actor,
  ingredient: Pick<IngredientDoc, '_id'>,
  sent: Record<string, unknown> & ConversionChange,
  ctx: RequestContext,
): Promise<void> {
  const others = Object.entries(sent).filter(([field, value]) => value !== undefined && !ALLOWED.has(field));
  if (others.length || actor.kitchenId === null) throw forbidden(t(ctx.locale, 'platformIngredientConversionsOnly'));
  await setConversions(
    conversions,
    { ingredientId: ingredient._id, kitchenId: actor.kitchenId },
    { density: sent.density, pieceWeight: sent.pieceWeight },
    actor.userId,
  );
}
