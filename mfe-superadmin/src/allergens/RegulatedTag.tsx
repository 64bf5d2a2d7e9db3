import { Tag } from 'antd';
import { useIntl } from 'react-intl';
import { adminAllergenMessages } from './messages';

/** 'EU regulated', with the reason on hover and for screen readers. */
export function RegulatedTag() {
  const intl = useIntl();
  const reason = intl.formatMessage(adminAllergenMessages.regulatedReason);
  return (
    <Tag color="blue" title={reason} aria-label={`${intl.formatMessage(adminAllergenMessages.regulated)}: ${reason}`}>
      {intl.formatMessage(adminAllergenMessages.regulated)}
    </Tag>
  );
}
