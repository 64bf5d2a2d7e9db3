import { ImageUpload } from '@brigade/ui';
import { Form } from 'antd';
import { useIntl } from 'react-intl';
import { recipeMessages } from '../../recipes/messages';
import { Section } from '../../recipes/Section';

/** The plating video; a refused upload says 'Failed to upload video' (ImageUpload's own toast). */
export function VideoSection({ token }: { token: string | null }) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(recipeMessages.video)}>
      <Form.Item label={intl.formatMessage(recipeMessages.videoField)} name="video">
        <ImageUpload kind="video" token={token} />
      </Form.Item>
    </Section>
  );
}
