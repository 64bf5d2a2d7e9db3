import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { isLocale, type Locale } from '@brigade/ui';
import { useEffect, useRef } from 'react';
import type { ShellSaveLanguageMutation, ShellSaveLanguageMutationVariables } from '../__generated__/graphql';
import { usePreferences } from './PreferencesProvider';

/** The person's own `lang` (SPEC.md's User.lang); no id: oneself, which a cook may change too. */
export const SAVE_LANGUAGE: TypedDocumentNode<ShellSaveLanguageMutation, ShellSaveLanguageMutationVariables> = gql`
  mutation ShellSaveLanguage($input: UserDetailsInput!) {
    UpdateUserDetails(input: $input) {
      code
    }
  }
`;

/**
 * The language travels with the account (issue #45): a cook who chose Dutch on the tablet reads Dutch on the
 * next device. The first answer for a person on a page decides: the account's language wins over this device's;
 * an account without one takes the device's. After that, each switch is saved. A save that fails changes
 * nothing on screen: the device keeps the choice and the next switch tries again.
 */
export function useAccountLanguage(userId: string | null, accountLang: string | null | undefined): void {
  const { locale, setLocale } = usePreferences();
  const [save] = useMutation(SAVE_LANGUAGE);
  const synced = useRef<{ user: string; locale: Locale } | null>(null);
  useEffect(() => {
    if (!userId || accountLang === undefined) return;
    const store = (lang: Locale) => void save({ variables: { input: { lang } } }).catch(() => undefined);
    if (synced.current?.user !== userId) {
      if (isLocale(accountLang)) {
        synced.current = { user: userId, locale: accountLang };
        if (accountLang !== locale) setLocale(accountLang);
      } else {
        synced.current = { user: userId, locale };
        store(locale);
      }
      return;
    }
    if (synced.current.locale !== locale) {
      synced.current = { user: userId, locale };
      store(locale);
    }
  }, [userId, accountLang, locale, setLocale, save]);
}
