import { defineMessages } from 'react-intl';

/**
 * antd fills in ${label}, ${min}, ${max}, ${len} after these are translated, so the numbers are
 * unknown here: the wording avoids nouns that would have to agree with them ("a length of at
 * least {min}", not "{min} characters").
 */
export const validateMessageTexts = defineMessages({
  default: { id: 'ui.form.default', defaultMessage: '{label} is not valid' },
  required: { id: 'ui.form.required', defaultMessage: '{label} is required' },
  whitespace: { id: 'ui.form.whitespace', defaultMessage: '{label} cannot be blank' },
  email: { id: 'ui.form.email', defaultMessage: '{label} is not a valid email address' },
  url: { id: 'ui.form.url', defaultMessage: '{label} is not a valid URL' },
  integer: { id: 'ui.form.integer', defaultMessage: '{label} must be a whole number' },
  number: { id: 'ui.form.number', defaultMessage: '{label} must be a number' },
  stringLen: { id: 'ui.form.string.len', defaultMessage: '{label} must have a length of exactly {len}' },
  stringMin: { id: 'ui.form.string.min', defaultMessage: '{label} must have a length of at least {min}' },
  stringMax: { id: 'ui.form.string.max', defaultMessage: '{label} must have a length of at most {max}' },
  stringRange: { id: 'ui.form.string.range', defaultMessage: '{label} must have a length between {min} and {max}' },
  numberLen: { id: 'ui.form.number.len', defaultMessage: '{label} must equal {len}' },
  numberMin: { id: 'ui.form.number.min', defaultMessage: '{label} cannot be less than {min}' },
  numberMax: { id: 'ui.form.number.max', defaultMessage: '{label} cannot be more than {max}' },
  numberRange: { id: 'ui.form.number.range', defaultMessage: '{label} must be between {min} and {max}' },
  pattern: { id: 'ui.form.pattern', defaultMessage: '{label} is not in the expected format' },
});
