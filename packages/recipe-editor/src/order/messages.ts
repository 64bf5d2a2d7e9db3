import { defineMessages } from 'react-intl';

/** What a list's drag-and-drop ordering says. */
export const orderMessages = defineMessages({
  orderSaved: { id: 'recipeEditor.order.saved', defaultMessage: 'Order saved' },
});
