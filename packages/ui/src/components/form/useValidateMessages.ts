import type { FormProps } from 'antd';
import { useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { validateMessageTexts as m } from './messages';

export type ValidateMessages = NonNullable<FormProps['validateMessages']>;

// antd's own placeholder syntax, put back in place of the ICU argument for antd to fill.
const ANTD_PLACEHOLDERS = { label: '${label}', min: '${min}', max: '${max}', len: '${len}' };

/** antd Form's validateMessages in the current language; the shell passes them to ConfigProvider's `form`. */
export function useValidateMessages(): ValidateMessages {
  const intl = useIntl();
  return useMemo(() => {
    const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor, ANTD_PLACEHOLDERS);
    return {
      default: t(m.default),
      required: t(m.required),
      whitespace: t(m.whitespace),
      types: { email: t(m.email), url: t(m.url), integer: t(m.integer), number: t(m.number), float: t(m.number) },
      string: { len: t(m.stringLen), min: t(m.stringMin), max: t(m.stringMax), range: t(m.stringRange) },
      number: { len: t(m.numberLen), min: t(m.numberMin), max: t(m.numberMax), range: t(m.numberRange) },
      pattern: { mismatch: t(m.pattern) },
    };
  }, [intl]);
}
