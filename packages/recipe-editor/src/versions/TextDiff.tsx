import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { TextChange } from './fragments/version-diff';
import { historyMessages } from './messages';

/** Read by screen readers, not shown: the marks' colours and lines are not the only signal. */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * Word-level changes as <ins> / <del>: the theme's success and error tints under the normal text
 * colour (readable in light and dark), underlined or struck through, and said in words to screen readers.
 */
export function TextDiff({ parts }: { parts: readonly TextChange[] }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const mark: CSSProperties = { color: token.colorText, borderRadius: 2, padding: '0 2px' };
  return (
    <span style={{ whiteSpace: 'pre-wrap' }}>
      {parts.map((part, index) => {
        const key = `${index}-${part.change}`;
        if (part.change === 'SAME') return <span key={key}>{part.text}</span>;
        const added = part.change === 'ADDED';
        const Mark = added ? 'ins' : 'del';
        return (
          <span key={key}>
            <span style={visuallyHidden}>{`${intl.formatMessage(added ? historyMessages.textAdded : historyMessages.textRemoved)} `}</span>
            <Mark
              style={{
                ...mark,
                background: added ? token.colorSuccessBg : token.colorErrorBg,
                textDecoration: added ? 'underline' : 'line-through',
              }}
            >
              {part.text}
            </Mark>
          </span>
        );
      })}
    </span>
  );
}
