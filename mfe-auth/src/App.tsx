import { AppIntl, type RemoteAppProps } from '@brigade/ui';
import { Route, Routes } from 'react-router-dom';
import { AccessForbiddenPage } from './access-forbidden/AccessForbiddenPage';
import { BrowserSupportPage } from './browser-support/BrowserSupportPage';
import { ChangePasswordPage } from './change-password/ChangePasswordPage';
import { CompletePaymentPage } from './complete-payment/CompletePaymentPage';
import { ContactPage } from './contact/ContactPage';
import { ForgotPasswordPage } from './forgot-password/ForgotPasswordPage';
import { catalogues } from './lang';
import { LegalPage } from './legal/LegalPage';
import { LoginPage } from './login/LoginPage';
import { NotFoundPage } from './not-found/NotFoundPage';
import { RegisterPage } from './register/RegisterPage';
import { VerifyEmailPage } from './verify-email/VerifyEmailPage';

/** The auth remote: the public pages (SPEC.md §2) and change-password, in the language the shell chose. */
export function App(props: RemoteAppProps) {
  return (
    // A shell from before `preferences` existed passes only the session; its react-intl locale then decides.
    <AppIntl catalogues={catalogues} locale={props.preferences?.locale}>
      <Routes>
        <Route path="/login" element={<LoginPage {...props} />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/verify-email" element={<VerifyEmailPage />} />
        <Route path="/change-password" element={<ChangePasswordPage {...props} />} />
        <Route path="/toc" element={<LegalPage kind="toc" />} />
        <Route path="/privacy" element={<LegalPage kind="privacy" />} />
        <Route path="/access-forbidden" element={<AccessForbiddenPage {...props} />} />
        <Route path="/browser-support" element={<BrowserSupportPage />} />
        <Route path="/complete-payment" element={<CompletePaymentPage {...props} />} />
        <Route path="/contact" element={<ContactPage {...props} />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </AppIntl>
  );
}
