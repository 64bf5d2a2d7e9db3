import { Result, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';

/** Current versions of these are what Brigade is built and tested for. */
const BROWSERS = [
  { name: 'Google Chrome', url: 'https://www.google.com/chrome/' },
  { name: 'Microsoft Edge', url: 'https://www.microsoft.com/edge' },
  { name: 'Mozilla Firefox', url: 'https://www.mozilla.org/firefox/' },
  { name: 'Apple Safari', url: 'https://www.apple.com/safari/' },
];

/**
 * /browser-support: the shell sends a browser here when it lacks what Brigade needs. Kept to
 * plain markup, since the browser reading it is by definition an old one.
 */
export function BrowserSupportPage() {
  return (
    <Result
      status="warning"
      title={<FormattedMessage id="auth.browser.title" defaultMessage="Your browser is not supported" />}
      subTitle={
        <FormattedMessage
          id="auth.browser.detail"
          defaultMessage="Brigade needs features this browser does not have. Please open Brigade in the current version of one of these browsers:"
        />
      }
    >
      <ul style={{ margin: 0 }}>
        {BROWSERS.map((b) => (
          <li key={b.name}>
            <Typography.Link href={b.url} target="_blank" rel="noopener noreferrer">
              <FormattedMessage id="auth.browser.item" defaultMessage="{name} (current version)" values={{ name: b.name }} />
            </Typography.Link>
          </li>
        ))}
      </ul>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        <FormattedMessage
          id="auth.browser.update"
          defaultMessage="If you already use one of them, update it to the latest version and open Brigade again."
        />
      </Typography.Paragraph>
    </Result>
  );
}
