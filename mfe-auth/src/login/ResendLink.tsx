import { Notice, PlainButton, type LoadClient } from '@brigade/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { common } from '../common/messages';
import { resendMessages, waitInWords } from '../verify-email/resend-messages';

type Outcome = { type: 'success' | 'warning' | 'error'; text: string };

/**
 * Sign-in refused an account that is not verified yet: one button mails the link again to the
 * address that was typed. Plain, like the rest of the sign-in page; the call's code comes with it.
 */
export function ResendLink({ email, loadClient }: { email: string; loadClient: LoadClient }) {
  const intl = useIntl();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const send = async () => {
    setOutcome(null);
    setSending(true);
    try {
      const [{ resendLink }, client] = await Promise.all([import('../verify-email/resend'), loadClient()]);
      const result = await resendLink(client, email);
      if ('sent' in result) setOutcome({ type: 'success', text: intl.formatMessage(resendMessages.sentTo, { email }) });
      else if ('waitSeconds' in result)
        setOutcome({ type: 'warning', text: intl.formatMessage(resendMessages.wait, { wait: waitInWords(intl, result.waitSeconds) }) });
      else setOutcome({ type: 'error', text: result.message ?? intl.formatMessage(common.genericError) });
    } catch {
      setOutcome({ type: 'error', text: intl.formatMessage(common.genericError) });
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <div style={{ marginTop: 8 }}>
        <PlainButton onClick={() => void send()} loading={sending}>
          {intl.formatMessage(resendMessages.action)}
        </PlainButton>
      </div>
      {outcome && (
        <div style={{ marginTop: 12 }}>
          <Notice type={outcome.type} role="status" title={outcome.text} />
        </div>
      )}
    </>
  );
}
