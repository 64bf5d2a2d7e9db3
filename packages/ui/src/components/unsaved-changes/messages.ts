import { defineMessages } from 'react-intl';

export const unsavedMessages = defineMessages({
  title: { id: 'ui.unsaved.title', defaultMessage: 'Unsaved changes' },
  text: { id: 'ui.unsaved.text', defaultMessage: 'You have unsaved changes. Are you sure you want to leave without saving' },
  save: { id: 'ui.unsaved.save', defaultMessage: 'Save' },
  dontSave: { id: 'ui.unsaved.dontSave', defaultMessage: "Don't Save" },
});
