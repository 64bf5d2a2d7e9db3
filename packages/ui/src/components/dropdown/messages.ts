import { defineMessages } from 'react-intl';

export const dropdownMessages = defineMessages({
  profile: { id: 'ui.dropdown.profile', defaultMessage: 'Profile menu' },
  more: { id: 'ui.dropdown.more', defaultMessage: 'More actions' },
});
