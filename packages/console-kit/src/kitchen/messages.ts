import { defineMessages } from 'react-intl';

/** A kitchen's own fields, shown in the super admin's kitchen form and the kitchen's settings. */
export const kitchenFieldMessages = defineMessages({
  coverPic: { id: 'console.kitchen.coverPic', defaultMessage: 'Cover picture' },
  logo: { id: 'console.kitchen.logo', defaultMessage: 'Logo' },
  theme: { id: 'console.kitchen.theme', defaultMessage: 'Theme colour' },
  isDark: { id: 'console.kitchen.isDark', defaultMessage: 'Dark mode' },
  address: { id: 'console.kitchen.address', defaultMessage: 'Address' },
  line1: { id: 'console.kitchen.line1', defaultMessage: 'Address line 1' },
  line2: { id: 'console.kitchen.line2', defaultMessage: 'Address line 2' },
  city: { id: 'console.kitchen.city', defaultMessage: 'City' },
  state: { id: 'console.kitchen.state', defaultMessage: 'State' },
  postalCode: { id: 'console.kitchen.postalCode', defaultMessage: 'Postal code' },
  country: { id: 'console.kitchen.country', defaultMessage: 'Country' },
});
