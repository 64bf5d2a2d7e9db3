import { defineMessages } from 'react-intl';

export const kitchenSettingsMessages = defineMessages({
  title: { id: 'kitchen.settings.title', defaultMessage: 'Kitchen' },
  saved: { id: 'kitchen.settings.saved', defaultMessage: 'Kitchen saved' },
  recipeChanges: { id: 'kitchen.settings.recipeChanges', defaultMessage: 'Recipe changes' },
  reviewChanges: { id: 'kitchen.settings.reviewChanges', defaultMessage: 'Review changes before cooks see them' },
  reviewHelp: {
    id: 'kitchen.settings.reviewHelp',
    defaultMessage: 'On: an admin’s change waits as a draft until an admin releases it. Off: changes reach cooks at once.',
  },
  reviewOn: { id: 'kitchen.settings.reviewOn', defaultMessage: 'Changes now wait for review before cooks see them' },
  reviewOff: { id: 'kitchen.settings.reviewOff', defaultMessage: 'Changes now reach cooks at once' },
  categories: { id: 'kitchen.settings.categories', defaultMessage: 'Categories of your recipes and dishes' },
});
