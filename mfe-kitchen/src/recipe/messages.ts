import { defineMessages } from 'react-intl';

export const m = defineMessages({
  viewAsCook: { id: 'kitchen.recipe.viewAsCook', defaultMessage: 'View as cook' },
});
