import { defineMessages } from 'react-intl';

export const m = defineMessages({
  title: { id: 'kitchen.needsAttention.title', defaultMessage: 'Needs attention' },
  intro: {
    id: 'kitchen.needsAttention.intro',
    defaultMessage:
      'What keeps cost and nutrition figures incomplete, the gaps that hold up most recipes first. Each one is fixed once, where its link leads, and every recipe using it follows.',
  },
  area: { id: 'kitchen.needsAttention.area', defaultMessage: 'Area' },
  all: { id: 'kitchen.needsAttention.all', defaultMessage: 'All ({count, number})' },
  cost: { id: 'kitchen.needsAttention.cost', defaultMessage: 'Cost' },
  nutrition: { id: 'kitchen.needsAttention.nutrition', defaultMessage: 'Nutrition' },
  areaCount: { id: 'kitchen.needsAttention.areaCount', defaultMessage: '{area} ({count, number})' },
  holdsUp: { id: 'kitchen.needsAttention.holdsUp', defaultMessage: 'Holds up {count, plural, one {# recipe} other {# recipes}}:' },
  more: { id: 'kitchen.needsAttention.more', defaultMessage: 'and {count, number} more' },
  fixPrice: { id: 'kitchen.needsAttention.fixPrice', defaultMessage: 'Record a price' },
  fixCurrency: { id: 'kitchen.needsAttention.fixCurrency', defaultMessage: 'Record a price in your costing currency' },
  fixDensity: { id: 'kitchen.needsAttention.fixDensity', defaultMessage: 'Add the density' },
  fixPieceWeight: { id: 'kitchen.needsAttention.fixPieceWeight', defaultMessage: 'Add the piece weight' },
  fixNutrition: { id: 'kitchen.needsAttention.fixNutrition', defaultMessage: 'Enter the nutrition values' },
  fixYield: { id: 'kitchen.needsAttention.fixYield', defaultMessage: 'Set the yield' },
  fixGone: { id: 'kitchen.needsAttention.fixGone', defaultMessage: 'Replace the deleted sub-recipe' },
  fixLine: { id: 'kitchen.needsAttention.fixLine', defaultMessage: 'Fix the line' },
  fixFor: { id: 'kitchen.needsAttention.fixFor', defaultMessage: '{fix}: {message}' },
  complete: { id: 'kitchen.needsAttention.complete', defaultMessage: 'Every cost and nutrition figure is complete' },
  areaComplete: {
    id: 'kitchen.needsAttention.areaComplete',
    defaultMessage: '{area, select, COST {Every cost figure is complete} other {Every nutrition figure is complete}}',
  },
  card: { id: 'kitchen.needsAttention.card', defaultMessage: 'Needs attention: {count, number}' },
  cardHint: {
    id: 'kitchen.needsAttention.cardHint',
    defaultMessage: '{count, plural, one {One gap keeps} other {# gaps keep}} cost or nutrition figures incomplete.',
  },
  cardLink: { id: 'kitchen.needsAttention.cardLink', defaultMessage: 'See what to fix' },
});
