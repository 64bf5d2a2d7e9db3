import { defineMessages } from 'react-intl';

export const kitchenAdsMessages = defineMessages({
  label: { id: 'kitchen.ads.label', defaultMessage: 'Brigade' },
  title: { id: 'kitchen.ads.title', defaultMessage: 'More cooks, more recipes, no ads' },
  text: {
    id: 'kitchen.ads.text',
    defaultMessage: 'Choose a paid plan to give every cook the recipes they need, and this space goes away.',
  },
  action: { id: 'kitchen.ads.action', defaultMessage: 'See the plans' },
});
