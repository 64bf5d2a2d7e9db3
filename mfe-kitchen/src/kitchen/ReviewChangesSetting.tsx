import { Flex, Form, Switch, Typography } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { kitchenSettingsMessages } from './messages';

/**
 * The kitchen admin's choice: recipe changes go live at once (the default) or wait as drafts for an admin's release.
 * A field of the kitchen's form, saved by its one Save like the rest of the page (issue #45: it used to save on its own).
 */
export function ReviewChangesSetting() {
  const intl = useIntl();
  const headingId = useId();
  const helpId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId}>
        {intl.formatMessage(kitchenSettingsMessages.recipeChanges)}
      </Typography.Title>
      <Flex vertical gap={4} style={{ marginBottom: 24 }}>
        <Flex gap={12} align="center">
          <Form.Item name="reviewChanges" valuePropName="checked" noStyle>
            <Switch aria-label={intl.formatMessage(kitchenSettingsMessages.reviewChanges)} aria-describedby={helpId} />
          </Form.Item>
          <Typography.Text>{intl.formatMessage(kitchenSettingsMessages.reviewChanges)}</Typography.Text>
        </Flex>
        <Typography.Text type="secondary" id={helpId}>
          {intl.formatMessage(kitchenSettingsMessages.reviewHelp)}
        </Typography.Text>
      </Flex>
    </section>
  );
}
