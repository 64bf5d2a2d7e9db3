import { defineMessages } from 'react-intl';

/** The Needs attention page's and dashboard card's words (both consoles). */
export const needsAttentionMessages = defineMessages({
  title: { id: 'console.needsAttention.title', defaultMessage: 'Needs attention' },
  intro: {
    id: 'console.needsAttention.intro',
    defaultMessage:
      'What keeps cost and nutrition figures incomplete, the gaps that hold up most recipes first. Each one is fixed once, where its link leads, and every recipe using it follows.',
  },
  kitchen: { id: 'console.needsAttention.kitchen', defaultMessage: 'Kitchen' },
  chooseKitchen: {
    id: 'console.needsAttention.chooseKitchen',
    defaultMessage: 'Choose a kitchen to see what keeps its cost and nutrition figures incomplete.',
  },
  area: { id: 'console.needsAttention.area', defaultMessage: 'Area' },
  all: { id: 'console.needsAttention.all', defaultMessage: 'All ({count, number})' },
  cost: { id: 'console.needsAttention.cost', defaultMessage: 'Cost' },
  nutrition: { id: 'console.needsAttention.nutrition', defaultMessage: 'Nutrition' },
  bothAreas: {
    id: 'console.needsAttention.bothAreas',
    defaultMessage: 'Leaves both the cost and the nutrition figures incomplete: one fix completes both.',
  },
  areaCount: { id: 'console.needsAttention.areaCount', defaultMessage: '{area} ({count, number})' },
  holdsUp: { id: 'console.needsAttention.holdsUp', defaultMessage: 'Holds up {count, plural, one {# recipe} other {# recipes}}:' },
  more: { id: 'console.needsAttention.more', defaultMessage: 'and {count, number} more' },
  fixPrice: { id: 'console.needsAttention.fixPrice', defaultMessage: 'Record a price' },
  fixCurrency: { id: 'console.needsAttention.fixCurrency', defaultMessage: 'Record a price in your costing currency' },
  fixDensity: { id: 'console.needsAttention.fixDensity', defaultMessage: 'Add the density' },
  fixPieceWeight: { id: 'console.needsAttention.fixPieceWeight', defaultMessage: 'Add the piece weight' },
  fixNutrition: { id: 'console.needsAttention.fixNutrition', defaultMessage: 'Enter the nutrition values' },
  fixYield: { id: 'console.needsAttention.fixYield', defaultMessage: 'Set the yield' },
  fixGone: { id: 'console.needsAttention.fixGone', defaultMessage: 'Replace the deleted sub-recipe' },
  fixLine: { id: 'console.needsAttention.fixLine', defaultMessage: 'Fix the line' },
  fixFor: { id: 'console.needsAttention.fixFor', defaultMessage: '{fix}: {message}' },
  complete: { id: 'console.needsAttention.complete', defaultMessage: 'Every cost and nutrition figure is complete' },
  areaComplete: {
    id: 'console.needsAttention.areaComplete',
    defaultMessage: '{area, select, COST {Every cost figure is complete} other {Every nutrition figure is complete}}',
  },
  card: { id: 'console.needsAttention.card', defaultMessage: 'Needs attention: {count, number}' },
  cardHint: {
    id: 'console.needsAttention.cardHint',
    defaultMessage: '{count, plural, one {One gap keeps} other {# gaps keep}} cost or nutrition figures incomplete.',
  },
  cardLink: { id: 'console.needsAttention.cardLink', defaultMessage: 'See what to fix' },
});
