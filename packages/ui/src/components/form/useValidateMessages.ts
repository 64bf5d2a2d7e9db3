import type { FormProps } from 'antd';
import { useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { validateMessageTexts } from './messages';

export type ValidateMessages = NonNullable<FormProps['validateMessages']>;

// antd's own placeholder syntax, put back in place of the ICU argument for antd to fill.
const ANTD_PLACEHOLDERS = { label: '${label}', min: '${min}', max: '${max}', len: '${len}' };

/** antd Form's validateMessages in the current language; the shell passes them to ConfigProvider's `form`. */
export function useValidateMessages(): ValidateMessages {
  const intl = useIntl();
  return useMemo(() => {
    const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor, ANTD_PLACEHOLDERS);
    return {
      default: t(validateMessageTexts.default),
      required: t(validateMessageTexts.required),
      whitespace: t(validateMessageTexts.whitespace),
      types: {
        email: t(validateMessageTexts.email),
        url: t(validateMessageTexts.url),
        integer: t(validateMessageTexts.integer),
        number: t(validateMessageTexts.number),
        float: t(validateMessageTexts.number),
      },
      string: {
        len: t(validateMessageTexts.stringLen),
        min: t(validateMessageTexts.stringMin),
        max: t(validateMessageTexts.stringMax),
        range: t(validateMessageTexts.stringRange),
      },
      number: {
        len: t(validateMessageTexts.numberLen),
        min: t(validateMessageTexts.numberMin),
        max: t(validateMessageTexts.numberMax),
        range: t(validateMessageTexts.numberRange),
      },
      pattern: { mismatch: t(validateMessageTexts.pattern) },
    };
  }, [intl]);
}
