import { LOCALE_NAMES, LOCALES, PlainButton, PlainSelect, PlainSwitch, isLocale, type ShellPreferences } from '@brigade/ui';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

// As antd's own link style has them on a console page, where its global styles apply.
const PLAIN_LINK = { textDecoration: 'none' } as const;

type Props = {
  preferences: ShellPreferences;
  /** The signed-in person's profile menu (ProfileMenu); null for none yet; absent: a link to sign in. */
  account?: ReactNode;
  /** Opens the menu layer on narrow screens; absent when there is no menu. */
  onOpenMenu?: () => void;
};

/**
 * The brand link to '/', the language and theme switches, and the profile menu or a sign-in link.
 * Plain components, not antd: the header is on the sign-in page, which loads before antd (#26).
 */
export function HeaderBar({ preferences, account, onOpenMenu }: Props) {
  const intl = useIntl();
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, height: '100%' }}>
      {onOpenMenu && (
        <PlainButton
          kind="text"
          tap
          aria-label={intl.formatMessage({ id: 'shell.header.openMenu', defaultMessage: 'Open menu' })}
          icon={<img src="/icon/ic-more.png" alt="" width={20} height={20} />}
          onClick={onOpenMenu}
        />
      )}
      <Link to="/" style={PLAIN_LINK} aria-label={intl.formatMessage({ id: 'shell.header.home', defaultMessage: 'Brigade home' })}>
        <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <img src="/icon/logo.svg" alt="" width={32} height={32} />
          <span style={{ fontSize: 18, fontWeight: 600, whiteSpace: 'nowrap', color: 'var(--brigade-text)' }}>Brigade</span>
        </span>
      </Link>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginLeft: 'auto' }}>
        <PlainSelect
          value={preferences.locale}
          aria-label={intl.formatMessage({ id: 'shell.header.language', defaultMessage: 'Language' })}
          options={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
          onChange={(value) => isLocale(value) && preferences.setLocale(value)}
          width={112}
        />
        <PlainSwitch
          checked={preferences.isDark}
          onChange={(dark) => preferences.setDark(dark)}
          checkedLabel={<FormattedMessage id="shell.header.dark" defaultMessage="Dark" />}
          uncheckedLabel={<FormattedMessage id="shell.header.light" defaultMessage="Light" />}
          aria-label={intl.formatMessage({ id: 'shell.header.theme', defaultMessage: 'Dark mode' })}
        />
        {account !== undefined ? (
          account
        ) : (
          <Link to="/login" style={{ ...PLAIN_LINK, color: 'var(--brigade-link)' }}>
            <FormattedMessage id="shell.header.signIn" defaultMessage="Sign in" />
          </Link>
        )}
      </div>
    </div>
  );
}
