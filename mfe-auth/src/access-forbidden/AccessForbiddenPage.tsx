import { homePath, type RemoteAppProps } from '@brigade/ui';
import { Button, Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';

/** /access-forbidden: where a FORBIDDEN answer leads (SPEC.md §6), with the way back to one's own home. */
export function AccessForbiddenPage({ session }: RemoteAppProps) {
  const navigate = useNavigate();
  // Signed out, the public landing page is home; signed in, the page their role starts on.
  const home = session.user ? homePath(session.user) : '/';
  return (
    <Result
      status="403"
      title={<FormattedMessage id="auth.forbidden.title" defaultMessage="Access Forbidden" />}
      subTitle={<FormattedMessage id="auth.forbidden.detail" defaultMessage="You do not have permission to open this page." />}
      extra={
        <Button type="primary" onClick={() => navigate(home, { replace: true })}>
          <FormattedMessage id="auth.forbidden.home" defaultMessage="Go to the home page" />
        </Button>
      }
    />
  );
}
