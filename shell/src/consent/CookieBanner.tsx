import { PlainButton } from '@brigade/ui';
import { useState, type CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { readConsent, writeConsent, type Consent } from './consent';

const BANNER: CSSProperties = {
  margin: '0 0 16px',
  padding: '12px 16px',
  borderRadius: 8,
  border: '1px solid var(--brigade-border)',
  background: 'var(--brigade-surface)',
  color: 'var(--brigade-text)',
  fontSize: 14,
  lineHeight: 1.5714,
};

/**
 * The consent banner at the top of the page, in the page's flow, until the visitor chooses: laid over the
 * page it covered a form's Save and Cancel and, at 768 px high, the sign-in card (issue #45), so it takes
 * its own room instead, as GOV.UK's cookie banner does. Brigade stores only what the
 * product needs to work (session, language, theme) before a choice; anything optional waits for
 * Accept (useConsent), and Decline keeps it that way. Plain components: it shows on the sign-in
 * page, which loads before antd (#26).
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
    <div role="region" aria-label={intl.formatMessage({ id: 'shell.cookies.label', defaultMessage: 'Cookie consent' })} style={BANNER}>
      <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <span>
          <FormattedMessage
            id="shell.cookies.text"
            defaultMessage="Brigade uses cookies to keep you signed in and to remember your language. Anything optional is stored only if you accept. <link>Privacy policy</link>"
            values={{
              link: (chunks) => (
                // Underlined: in a sentence, dark mode's link colour is too close to the text's to tell it by colour alone (axe).
                <Link key="privacy" to="/privacy" style={{ color: 'var(--brigade-link)', textDecoration: 'underline' }}>
                  {chunks}
                </Link>
              ),
            }}
          />
        </span>
        <div style={{ display: 'flex', gap: 8 }}>
          <PlainButton onClick={() => choose('declined')}>
            <FormattedMessage id="shell.cookies.decline" defaultMessage="Decline" />
          </PlainButton>
          <PlainButton kind="primary" onClick={() => choose('accepted')}>
            <FormattedMessage id="shell.cookies.accept" defaultMessage="Accept" />
          </PlainButton>
        </div>
      </div>
    </div>
  );
}
