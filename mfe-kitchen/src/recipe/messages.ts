import { defineMessages } from 'react-intl';

export const kitchenRecipeMessages = defineMessages({
  viewAsCook: { id: 'kitchen.recipe.viewAsCook', defaultMessage: 'View as cook' },
});
