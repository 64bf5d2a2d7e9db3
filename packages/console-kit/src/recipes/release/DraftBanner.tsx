import { cookName, type RecipeDraftInfo } from '@brigade/recipe-editor';
import { Button } from '@brigade/ui';
import { Alert, Flex, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { releaseMessages } from './messages';

type Props = {
  draft: RecipeDraftInfo;
  /** The version cooks see. */
  released: number;
  previewing: boolean;
  onPreview: () => void;
  /** The id of the preview's region, which the button opens. */
  previewId: string;
};

/** A draft waits for release: which version against the one cooks see, who saved it when, why, and any send-back. */
export function DraftBanner({ draft, released, previewing, onPreview, previewId }: Props) {
  const intl = useIntl();
  const when = (at: string) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });
  const name = (person: RecipeDraftInfo['savedBy']) => (person ? cookName(person) : intl.formatMessage(releaseMessages.someone));
  const { sentBack } = draft;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      style={{ marginBottom: 16 }}
      title={intl.formatMessage(releaseMessages.waiting, { draft: draft.version, released })}
      description={
        <Flex vertical gap={4} align="start">
          <Typography.Text>
            {intl.formatMessage(releaseMessages.savedBy, { name: name(draft.savedBy), date: when(draft.savedAt) })}
          </Typography.Text>
          {draft.note && (
            <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>
              {intl.formatMessage(releaseMessages.note, { note: draft.note })}
            </Typography.Text>
          )}
          {sentBack && (
            <Typography.Text type="danger" style={{ whiteSpace: 'pre-wrap' }}>
              {intl.formatMessage(releaseMessages.sentBack, {
                name: name(sentBack.by),
                date: when(sentBack.at),
                comment: sentBack.comment,
              })}
            </Typography.Text>
          )}
          <Button size="sm" variant="outline-primary" onClick={onPreview} aria-expanded={previewing} aria-controls={previewId}>
            {intl.formatMessage(previewing ? releaseMessages.closePreview : releaseMessages.preview)}
          </Button>
        </Flex>
      }
    />
  );
}
