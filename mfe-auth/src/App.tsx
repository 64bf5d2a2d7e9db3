import type { RemoteAppProps } from '@brigade/ui';
import { Result } from 'antd';
import { Route, Routes } from 'react-router-dom';
import { CompletePaymentPage } from './complete-payment/CompletePaymentPage';
import { LoginPage } from './login/LoginPage';

/** The auth remote: the public pages. Sign-in first; the other spec pages come with issue #8. */
export function App(props: RemoteAppProps) {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage {...props} />} />
      <Route path="/complete-payment" element={<CompletePaymentPage {...props} />} />
      <Route path="*" element={<Result status="404" title="Page not found" />} />
    </Routes>
  );
}
