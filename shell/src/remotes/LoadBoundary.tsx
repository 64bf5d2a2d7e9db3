import { Notice, PlainButton } from '@brigade/ui';
import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * A part of Brigade whose code could not be fetched (a remote, the console frame): an error with a
 * retry inside the layout, while the rest keeps working. The caller retries by building a new lazy
 * component (or fetching again) and remounting this boundary with a new key.
 */
export class LoadBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // Plain, not antd: the sign-in page's remote can fail before antd was ever fetched (#26).
    return (
      <div style={{ maxWidth: 560, margin: '48px auto' }}>
        <Notice
          type="warning"
          title={<FormattedMessage id="shell.remote.failed" defaultMessage="This part of Brigade could not be loaded" />}
        >
          <p style={{ margin: '4px 0 12px' }}>
            <FormattedMessage
              id="shell.remote.failedHint"
              defaultMessage="The rest of the app still works. Check your connection and try again."
            />
          </p>
          <PlainButton
            kind="primary"
            onClick={() => {
              this.setState({ failed: false });
              this.props.onRetry();
            }}
          >
            <FormattedMessage id="shell.remote.retry" defaultMessage="Retry" />
          </PlainButton>
        </Notice>
      </div>
    );
  }
}
