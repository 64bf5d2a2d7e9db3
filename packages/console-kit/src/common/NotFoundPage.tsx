import { Result } from 'antd';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

const messages = defineMessages({
  title: { id: 'console.notFound.title', defaultMessage: 'Page not found' },
  detail: { id: 'console.notFound.detail', defaultMessage: 'There is no page at this address. It may have moved, or the link has a typo.' },
  home: { id: 'console.notFound.home', defaultMessage: 'Go to the start page' },
});

/**
 * An address no screen of the console has. Said where the person is, inside the layout, rather than
 * sending them to the dashboard, which hid a mistyped or outdated link (issue #45).
 */
export function NotFoundPage({ home }: { home: string }) {
  return (
    <Result
      status="404"
      title={<FormattedMessage {...messages.title} />}
      subTitle={<FormattedMessage {...messages.detail} />}
      extra={
        <Link to={home}>
          <FormattedMessage {...messages.home} />
        </Link>
      }
    />
  );
}
