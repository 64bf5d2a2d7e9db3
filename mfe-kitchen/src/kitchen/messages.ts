import { defineMessages } from 'react-intl';

export const m = defineMessages({
  title: { id: 'kitchen.settings.title', defaultMessage: 'Kitchen' },
  saved: { id: 'kitchen.settings.saved', defaultMessage: 'Kitchen saved' },
  categories: { id: 'kitchen.settings.categories', defaultMessage: 'Categories of your recipes and dishes' },
});
