import { Card, Col, Input, Row, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { MarkdownPreview } from './MarkdownPreview';
import { adminSettingsMessages } from './messages';

type Props = {
  /** Names the preview after its field ("Preview of Privacy policy"). */
  label: string;
  maxLength: number;
  id?: string;
  value?: string;
  onChange?: (text: string) => void;
};

/** A Markdown text (an antd form control) beside its live preview. */
export function MarkdownEditor({ label, maxLength, id, value = '', onChange }: Props) {
  const intl = useIntl();
  const previewTitle = `${intl.formatMessage(adminSettingsMessages.preview)}: ${label}`;
  return (
    <Row gutter={16}>
      <Col xs={24} lg={12}>
        <Input.TextArea
          id={id}
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          maxLength={maxLength}
          autoSize={{ minRows: 12, maxRows: 30 }}
          style={{ fontFamily: 'monospace' }}
        />
      </Col>
      <Col xs={24} lg={12}>
        <Card
          size="small"
          title={intl.formatMessage(adminSettingsMessages.preview)}
          role="region"
          aria-label={previewTitle}
          style={{ height: '100%' }}
        >
          {value.trim() ? (
            <MarkdownPreview text={value} />
          ) : (
            <Typography.Text type="secondary">{intl.formatMessage(adminSettingsMessages.emptyPreview)}</Typography.Text>
          )}
        </Card>
      </Col>
    </Row>
  );
}
