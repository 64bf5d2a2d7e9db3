import { PageSpinner } from '@brigade/ui';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { KeycloakSignIn } from './keycloak';

/** With Keycloak configured, /login and /register hand over to the realm's own pages. */
export function KeycloakGate({ keycloak, register }: { keycloak: KeycloakSignIn; register: boolean }) {
  const { locale } = useIntl();
  useEffect(() => {
    void (register ? keycloak.register(locale) : keycloak.login(locale));
  }, [keycloak, register, locale]);
  return <PageSpinner />;
}
