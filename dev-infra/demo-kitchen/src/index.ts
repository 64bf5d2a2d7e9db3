export { loadDemoKitchen, describeReport, daysAgo, type LoadOptions, type LoadReport, type NeedsAttention } from './load';
export { coverPicture, coverSvg, initials } from './covers';
export { KITCHEN_INGREDIENTS, EU_ALLERGENS, type KitchenIngredient, type AllergenCode } from './data/ingredients';
export { TABLE, NUTRITION_TABLE, euDeclaration, type Nutrients, type TableEntry } from './data/nutrition';
export { PRICE_LIST, SUPPLIERS, type PriceRecord } from './data/prices';
export { RECIPES, DISHES, VAT_RATE, type DemoRecipe, type Line } from './data/recipes';
