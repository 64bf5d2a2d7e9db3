import { render, type RenderResult } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { AppIntl } from '../src/i18n/AppIntl';
import { catalogues } from '../src/i18n/loading';
import type { Locale } from '../src/i18n/locales';

// An app with no messages of its own: everything shown comes from the kit's catalogues.
export const NO_APP_MESSAGES = catalogues({}, () => Promise.resolve({}));

/** What the shell gives every screen: its language and antd's <App> (toasts and dialogs). */
export function Providers({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  return (
    <AppIntl catalogues={NO_APP_MESSAGES} locale={locale}>
      <App>{children}</App>
    </AppIntl>
  );
}

/** Renders inside the providers; rerender keeps them. */
export function renderUi(ui: ReactNode, locale: Locale = 'en'): RenderResult {
  return render(ui, { wrapper: ({ children }) => <Providers locale={locale}>{children}</Providers> });
}
