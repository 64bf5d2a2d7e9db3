import { Button, Flex, Image, Upload } from 'antd';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useToast } from '../toast/useToast';
import { uploadMedia, type MediaKind, type UploadedMedia } from './upload';

const messages = defineMessages({
  choose: { id: 'ui.upload.choose', defaultMessage: 'Upload' },
  current: { id: 'ui.upload.current', defaultMessage: 'The picture as it is now (opens larger)' },
  replace: { id: 'ui.upload.replace', defaultMessage: 'Replace' },
  remove: { id: 'ui.upload.remove', defaultMessage: 'Remove' },
  failedImages: { id: 'ui.upload.failedImages', defaultMessage: 'Failed to upload images' },
  failedVideo: { id: 'ui.upload.failedVideo', defaultMessage: 'Failed to upload video' },
});

export type ImageUploadProps = {
  /** The media URL (as the API stores it), or empty. Works as an antd Form.Item control. */
  value?: string | null;
  onChange?: (url: string | null) => void;
  token: string | null;
  kind?: MediaKind;
  /** Replaces the HTTP call (tests, or another endpoint). */
  upload?: (file: File) => Promise<UploadedMedia>;
  disabled?: boolean;
};

/**
 * One picture (or video) for a form field: uploads at once through `/api/upload`, shows what is
 * stored, and on refusal says 'Failed to upload images' (or video) and keeps the old value.
 */
export function ImageUpload({ value, onChange, token, kind = 'image', upload, disabled }: ImageUploadProps) {
  const intl = useIntl();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const send = upload ?? ((file: File) => uploadMedia(file, kind, token));
  const accept = kind === 'image' ? 'image/png,image/jpeg,image/webp,image/gif' : 'video/mp4,video/webm,video/quicktime';
  return (
    <Flex gap={12} align="center" wrap>
      {value &&
        (kind === 'image' ? (
          // antd makes the picture a button that opens the preview: it needs a name (axe), and the file has none to give.
          <Image
            src={value}
            width={96}
            height={96}
            style={{ objectFit: 'cover', borderRadius: 8 }}
            alt={intl.formatMessage(messages.current)}
          />
        ) : (
          <video src={value} width={192} controls />
        ))}
      <Upload
        accept={accept}
        showUploadList={false}
        disabled={disabled || busy}
        customRequest={({ file }) => {
          setBusy(true);
          send(file as File)
            .then((media) => onChange?.(media.url))
            .catch(() => toast.error(intl.formatMessage(kind === 'image' ? messages.failedImages : messages.failedVideo)))
            .finally(() => setBusy(false));
        }}
      >
        <Button loading={busy} disabled={disabled}>
          {intl.formatMessage(value ? messages.replace : messages.choose)}
        </Button>
      </Upload>
      {value && (
        <Button type="text" danger disabled={disabled || busy} onClick={() => onChange?.(null)}>
          {intl.formatMessage(messages.remove)}
        </Button>
      )}
    </Flex>
  );
}
