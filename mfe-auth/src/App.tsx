import { AppIntl, PageSpinner, type RemoteAppProps } from '@brigade/ui';
import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { catalogues } from './lang';
import { LoginPage } from './login/LoginPage';

// Every page but the sign-in page is a chunk of its own with antd: the sign-in page is usable before
// antd or Apollo arrive (#26), and a person reaches the others from it, by which time they are warm.
const RegisterPage = lazy(() => import('./register/RegisterPage').then((module) => ({ default: module.RegisterPage })));
const ForgotPasswordPage = lazy(() =>
  import('./forgot-password/ForgotPasswordPage').then((module) => ({ default: module.ForgotPasswordPage })),
);
const VerifyEmailPage = lazy(() => import('./verify-email/VerifyEmailPage').then((module) => ({ default: module.VerifyEmailPage })));
const ChangePasswordPage = lazy(() =>
  import('./change-password/ChangePasswordPage').then((module) => ({ default: module.ChangePasswordPage })),
);
const LegalPage = lazy(() => import('./legal/LegalPage').then((module) => ({ default: module.LegalPage })));
const AccessForbiddenPage = lazy(() =>
  import('./access-forbidden/AccessForbiddenPage').then((module) => ({ default: module.AccessForbiddenPage })),
);
const BrowserSupportPage = lazy(() =>
  import('./browser-support/BrowserSupportPage').then((module) => ({ default: module.BrowserSupportPage })),
);
const CompletePaymentPage = lazy(() =>
  import('./complete-payment/CompletePaymentPage').then((module) => ({ default: module.CompletePaymentPage })),
);
const ContactPage = lazy(() => import('./contact/ContactPage').then((module) => ({ default: module.ContactPage })));
const NotFoundPage = lazy(() => import('./not-found/NotFoundPage').then((module) => ({ default: module.NotFoundPage })));

/** The auth remote: the public pages (SPEC.md §2) and change-password, in the language the shell chose. */
export function App(props: RemoteAppProps) {
  return (
    // A shell from before `preferences` existed passes only the session; its react-intl locale then decides.
    <AppIntl catalogues={catalogues} locale={props.preferences?.locale}>
      <Suspense fallback={<PageSpinner />}>
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
      </Suspense>
    </AppIntl>
  );
}
