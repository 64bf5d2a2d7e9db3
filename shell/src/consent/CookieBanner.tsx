import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { readConsent, writeConsent, type Consent } from './consent';

/**
 * The consent banner at the bottom until the visitor chooses. Brigade stores only what the
 * product needs to work (session, language, theme) before a choice; anything optional waits for
 * Accept (useConsent), and Decline keeps it that way.
 */
export function CookieBanner({ onChoice }: { onChoice?: (consent: Consent) => void }) {
  const intl = useIntl();
  const [choice, setChoice] = useState(readConsent);
  if (choice) return null;
  const choose = (consent: Consent) => {
    writeConsent(consent);
    setChoice(consent);
    onChoice?.(consent);
  };
  return (
    <Card
      role="region"
      aria-label={intl.formatMessage({ id: 'shell.cookies.label', defaultMessage: 'Cookie consent' })}
      style={{ position: 'fixed', left: 16, right: 16, bottom: 16, zIndex: 1000, maxWidth: 880, margin: '0 auto' }}
    >
      <Flex gap={16} align="center" wrap justify="space-between">
        <Typography.Text>
          <FormattedMessage
            id="shell.cookies.text"
            defaultMessage="Brigade uses cookies to keep you signed in and to remember your language. Anything optional is stored only if you accept. <link>Privacy policy</link>"
            values={{
              link: (chunks) => (
                <Link key="privacy" to="/privacy">
                  {chunks}
                </Link>
              ),
            }}
          />
        </Typography.Text>
        <Flex gap={8}>
          <Button onClick={() => choose('declined')}>
            <FormattedMessage id="shell.cookies.decline" defaultMessage="Decline" />
          </Button>
          <Button type="primary" onClick={() => choose('accepted')}>
            <FormattedMessage id="shell.cookies.accept" defaultMessage="Accept" />
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
