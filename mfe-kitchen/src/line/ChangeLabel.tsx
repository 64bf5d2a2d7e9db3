import { historyMessages, type ChangeKind } from '@brigade/recipe-editor';
import { Tag } from 'antd';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { kitchenLineMessages } from './messages';

const COLOURS: Record<ChangeKind, string> = { ADDED: 'green', CHANGED: 'blue', MOVED: 'default', REMOVED: 'red' };

/** A changed line's or step's mark, in words ('New', 'Changed'): the tint around it is never the only sign. */
export function ChangeLabel({ kind }: { kind: ChangeKind }) {
  const intl = useIntl();
  return (
    <Tag color={COLOURS[kind]} style={{ fontSize: 16, padding: '2px 8px', marginInlineEnd: 8, verticalAlign: 'middle' }}>
      {intl.formatMessage(kind === 'ADDED' ? kitchenLineMessages.isNew : historyMessages[kind])}
    </Tag>
  );
}

/** The tint and edge of a changed line, as the theme's info colours (readable light and dark). */
export const changedStyle = (token: { colorInfoBg: string; colorInfo: string }): CSSProperties => ({
  background: token.colorInfoBg,
  borderInlineStart: `6px solid ${token.colorInfo}`,
  paddingInlineStart: 10,
});
