import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { releaseMessages } from './messages';

type Props = { openedAt: string | null; openedVersion: number | null; children?: ReactNode };

/**
 * 'Last opened' is a moment: the date and time in the person's locale, the version they had on screen
 * under it (issue #45: the column showed only the version). `children` adds what follows, such as a compare link.
 */
export function LastOpened({ openedAt, openedVersion, children }: Props) {
  const intl = useIntl();
  if (openedVersion === null) return <>{intl.formatMessage(releaseMessages.neverOpened)}</>;
  const version = intl.formatMessage(releaseMessages.openedVersion, { version: openedVersion });
  return (
    <Flex vertical gap={2}>
      {openedAt ? (
        <>
          <time dateTime={openedAt}>{intl.formatDate(openedAt, { dateStyle: 'medium', timeStyle: 'short' })}</time>
          <Typography.Text type="secondary">{version}</Typography.Text>
        </>
      ) : (
        <span>{version}</span>
      )}
      {children}
    </Flex>
  );
}
