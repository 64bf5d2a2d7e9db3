import { Result } from 'antd';
import { FormattedMessage } from 'react-intl';

/** Any path of the auth remote that is not one of its pages. */
export function NotFoundPage() {
  return <Result status="404" title={<FormattedMessage id="auth.notFound" defaultMessage="Page not found" />} />;
}
