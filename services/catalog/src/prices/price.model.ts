import { outboxPlugin, type Outboxed } from '@brigade/events';
import { CURRENCIES, type Currency } from '@brigade/money';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

/** The currencies a kitchen may price in: @brigade/money's one list. */
export { CURRENCIES, type Currency };

/**
 * One purchase price of one kitchen for one ingredient it can see (the platform's or its own):
 * `packSize` of unit `packUnitId` costs `packPrice` in `currency`, bought on `pricedOn`, of which
 * `yieldPercent` is usable after trim and waste. Records are history: the newest `pricedOn` (then
 * the newest created) is the current price. Never shown to cooks (README 'Prices').
 */
export type PriceDoc = {
  _id: Types.ObjectId;
  kitchenId: Types.ObjectId;
  ingredientId: Types.ObjectId;
  supplier: string | null;
  /** The supplier's article number, which price-list imports match rows by. */
  supplierCode: string | null;
  /** Free text such as 'case of 6 × 1 l'. */
  packDescription: string | null;
  packSize: number;
  packUnitId: Types.ObjectId;
  /** The pack price in ten-thousandths of the currency's major unit, an exact integer (money.ts). */
  packPriceE4: number;
  currency: Currency;
  /** YYYY-MM-DD: text, so it sorts as dates do and means one calendar day wherever it is read. */
  pricedOn: string;
  /** Usable share after trim and waste, above 0 and at most 100. */
  yieldPercent: number;
  updatedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
} & Outboxed;

const priceSchema = new Schema<PriceDoc>(
  {
    kitchenId: { type: Schema.Types.ObjectId, required: true },
    ingredientId: { type: Schema.Types.ObjectId, required: true },
    supplier: { type: String, default: null },
    supplierCode: { type: String, default: null },
    packDescription: { type: String, default: null },
    packSize: { type: Number, required: true },
    packUnitId: { type: Schema.Types.ObjectId, required: true },
    packPriceE4: { type: Number, required: true, validate: { validator: Number.isSafeInteger } },
    currency: { type: String, required: true, enum: CURRENCIES, default: 'EUR' },
    pricedOn: { type: String, required: true },
    yieldPercent: { type: Number, required: true, default: 100 },
    updatedBy: { type: String, default: null },
  },
  { collection: 'ingredient_prices', timestamps: true },
);
// A kitchen's history of one ingredient, newest first; its current prices; its prices going with the kitchen.
priceSchema.index({ kitchenId: 1, ingredientId: 1, pricedOn: -1 });
// Deleting an ingredient removes every kitchen's prices of it.
priceSchema.index({ ingredientId: 1 });
// Price-list imports match a row to an ingredient by the kitchen's earlier records of the supplier's code.
priceSchema.index({ kitchenId: 1, supplierCode: 1 });
// Every record, change and deletion is a document write with its event (catalog.ingredient.v1, key: the ingredient).
priceSchema.plugin(outboxPlugin);

export const priceModel = (connection: Connection): Model<PriceDoc> => connection.model<PriceDoc>('IngredientPrice', priceSchema);
