import { defineMessages } from 'react-intl';

export const planMessages = defineMessages({
  cooks: { id: 'kitchen.plan.cooks', defaultMessage: 'Cooks' },
  recipes: { id: 'kitchen.plan.recipes', defaultMessage: 'Recipes' },
  dishes: { id: 'kitchen.plan.dishes', defaultMessage: 'Dishes' },
  usage: {
    id: 'kitchen.plan.usage',
    defaultMessage: '{used} of {allowed} {what, select, cooks {cooks} recipes {recipes} other {dishes}} on your {plan} plan',
  },
  full: {
    id: 'kitchen.plan.full',
    defaultMessage:
      'Your {plan} plan allows {allowed} {what, select, cooks {cooks} recipes {recipes} other {dishes}}, and all are in use. Upgrade your plan to add more.',
  },
  upgrade: { id: 'kitchen.plan.upgrade', defaultMessage: 'Upgrade Plan' },
});
