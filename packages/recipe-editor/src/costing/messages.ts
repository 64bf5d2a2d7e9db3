import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { CostingGapKind } from '../graphql/types';

/** The cost, price and nutrition words of the view, the editor's price fields and its live panel. */
export const c = defineMessages({
  costSection: { id: 'recipeEditor.cost.section', defaultMessage: 'Cost' },
  total: { id: 'recipeEditor.cost.total', defaultMessage: 'Total cost' },
  perPortion: { id: 'recipeEditor.cost.perPortion', defaultMessage: 'Per portion' },
  perKilogram: { id: 'recipeEditor.cost.perKilogram', defaultMessage: 'Per kg' },
  perLitre: { id: 'recipeEditor.cost.perLitre', defaultMessage: 'Per litre' },
  atLeast: { id: 'recipeEditor.cost.atLeast', defaultMessage: 'at least {amount}' },
  complete: { id: 'recipeEditor.cost.complete', defaultMessage: 'Complete' },
  incomplete: { id: 'recipeEditor.cost.incomplete', defaultMessage: 'Incomplete' },
  incompleteHelp: {
    id: 'recipeEditor.cost.incompleteHelp',
    defaultMessage:
      '{count, plural, one {One thing is missing} other {# things are missing}}: the figures are at least these until it is fixed.',
  },
  asOn: { id: 'recipeEditor.cost.asOn', defaultMessage: 'Cost as on' },
  asOnToday: { id: 'recipeEditor.cost.asOnToday', defaultMessage: 'Today' },
  asOnNote: {
    id: 'recipeEditor.cost.asOnNote',
    defaultMessage: 'Prices as on {date}. Food cost % and gross margin stay at today’s prices.',
  },
  breakdown: { id: 'recipeEditor.cost.breakdown', defaultMessage: 'Line by line' },
  line: { id: 'recipeEditor.cost.line', defaultMessage: 'Line' },
  lineCost: { id: 'recipeEditor.cost.lineCost', defaultMessage: 'Cost' },
  share: { id: 'recipeEditor.cost.share', defaultMessage: 'Share' },
  notCounted: { id: 'recipeEditor.cost.notCounted', defaultMessage: 'Not counted' },
  unavailable: { id: 'recipeEditor.cost.unavailable', defaultMessage: 'No cost can be worked out for this record.' },

  dish: { id: 'recipeEditor.dish.heading', defaultMessage: 'Price and margin' },
  sellingPrice: { id: 'recipeEditor.dish.sellingPrice', defaultMessage: 'Selling price (incl. VAT)' },
  vat: { id: 'recipeEditor.dish.vat', defaultMessage: 'VAT' },
  foodCost: { id: 'recipeEditor.dish.foodCost', defaultMessage: 'Food cost %' },
  grossMargin: { id: 'recipeEditor.dish.grossMargin', defaultMessage: 'Gross margin' },
  target: { id: 'recipeEditor.dish.target', defaultMessage: 'Target food cost %' },
  overTarget: { id: 'recipeEditor.dish.overTarget', defaultMessage: 'Over target' },
  withinTarget: { id: 'recipeEditor.dish.withinTarget', defaultMessage: 'Within target' },
  notSet: { id: 'recipeEditor.dish.notSet', defaultMessage: 'Not set' },
  noFigure: { id: 'recipeEditor.dish.noFigure', defaultMessage: '— ({reason})' },
  whyNoPrice: { id: 'recipeEditor.dish.whyNoPrice', defaultMessage: 'needs a selling price and a VAT rate' },
  whyNoPortions: { id: 'recipeEditor.dish.whyNoPortions', defaultMessage: 'needs a yield in portions' },
  whyIncomplete: { id: 'recipeEditor.dish.whyIncomplete', defaultMessage: 'the cost is incomplete' },

  nutritionSection: { id: 'recipeEditor.nutrition.section', defaultMessage: 'Nutrition' },
  declaration: { id: 'recipeEditor.nutrition.declaration', defaultMessage: 'Nutrition declaration' },
  nutrient: { id: 'recipeEditor.nutrition.nutrient', defaultMessage: 'Nutrient' },
  per100g: { id: 'recipeEditor.nutrition.per100g', defaultMessage: 'Per 100 g' },
  nutritionPerPortion: { id: 'recipeEditor.nutrition.perPortion', defaultMessage: 'Per portion' },
  wholeYield: { id: 'recipeEditor.nutrition.wholeYield', defaultMessage: 'Whole yield' },
  columnAtLeast: { id: 'recipeEditor.nutrition.columnAtLeast', defaultMessage: '{column} (at least)' },
  cannotWeigh: {
    id: 'recipeEditor.nutrition.cannotWeigh',
    defaultMessage: 'Per 100 g needs every line in a weight: give the yield a weight, or fix the lines listed.',
  },
  energy: { id: 'recipeEditor.nutrition.energy', defaultMessage: 'Energy' },
  fat: { id: 'recipeEditor.nutrition.fat', defaultMessage: 'Fat' },
  saturates: { id: 'recipeEditor.nutrition.saturates', defaultMessage: 'of which saturates' },
  carbohydrate: { id: 'recipeEditor.nutrition.carbohydrate', defaultMessage: 'Carbohydrate' },
  sugars: { id: 'recipeEditor.nutrition.sugars', defaultMessage: 'of which sugars' },
  fibre: { id: 'recipeEditor.nutrition.fibre', defaultMessage: 'Fibre' },
  protein: { id: 'recipeEditor.nutrition.protein', defaultMessage: 'Protein' },
  salt: { id: 'recipeEditor.nutrition.salt', defaultMessage: 'Salt' },

  priceSection: { id: 'recipeEditor.price.section', defaultMessage: 'Price' },
  vatField: { id: 'recipeEditor.price.vat', defaultMessage: 'VAT %' },
  priceInvalid: {
    id: 'recipeEditor.price.invalid',
    defaultMessage: 'Please enter a price such as 18.50: up to 7 digits and 2 decimals',
  },
  vatInvalid: { id: 'recipeEditor.price.vatInvalid', defaultMessage: 'Please enter a VAT rate from 0 to 100' },
  priceHelp: { id: 'recipeEditor.price.help', defaultMessage: 'Per portion, in the kitchen’s currency, VAT included.' },

  preview: { id: 'recipeEditor.preview.title', defaultMessage: 'Cost and nutrition' },
  previewHelp: { id: 'recipeEditor.preview.help', defaultMessage: 'Worked out from the form as it stands, before saving.' },
  previewRefresh: { id: 'recipeEditor.preview.refresh', defaultMessage: 'Work it out again' },
  previewFailed: { id: 'recipeEditor.preview.failed', defaultMessage: 'The cost could not be worked out: {message}' },
  previewEmpty: { id: 'recipeEditor.preview.empty', defaultMessage: 'Add lines to see what it costs.' },
  gapCount: { id: 'recipeEditor.preview.gapCount', defaultMessage: '{count, plural, one {# gap} other {# gaps}}' },
  costGaps: { id: 'recipeEditor.preview.costGaps', defaultMessage: 'Cost: what is missing' },
  nutritionGaps: { id: 'recipeEditor.preview.nutritionGaps', defaultMessage: 'Nutrition: what is missing' },
  energyPerPortion: { id: 'recipeEditor.preview.energyPerPortion', defaultMessage: 'Energy per portion' },
  energyPer100g: { id: 'recipeEditor.preview.energyPer100g', defaultMessage: 'Energy per 100 g' },
});

/** What a gap's link says, by what is missing. */
export const FIX_LABEL: Record<CostingGapKind, MessageDescriptor> = defineMessages({
  NO_PRICE: { id: 'recipeEditor.fix.noPrice', defaultMessage: 'Add a price' },
  OTHER_CURRENCY: { id: 'recipeEditor.fix.otherCurrency', defaultMessage: 'Check the prices' },
  NEEDS_DENSITY: { id: 'recipeEditor.fix.needsDensity', defaultMessage: 'Add a density' },
  NEEDS_PIECE_WEIGHT: { id: 'recipeEditor.fix.needsPieceWeight', defaultMessage: 'Add a piece weight' },
  NO_NUTRITION: { id: 'recipeEditor.fix.noNutrition', defaultMessage: 'Add nutrition values' },
  NO_YIELD: { id: 'recipeEditor.fix.noYield', defaultMessage: 'Set the yield' },
  NOT_CONVERTIBLE: { id: 'recipeEditor.fix.notConvertible', defaultMessage: 'Change the line' },
  NO_UNIT: { id: 'recipeEditor.fix.noUnit', defaultMessage: 'Give the line a unit' },
  SUB_RECIPE_GONE: { id: 'recipeEditor.fix.subRecipeGone', defaultMessage: 'Replace the line' },
  LOOP: { id: 'recipeEditor.fix.loop', defaultMessage: 'Change the line' },
});
