import { useIntl } from 'react-intl';
import { usePlainStyles } from '../../plain/styles';
import { spinnerMessages } from './messages';

/** SPEC.md §9: the spinner is 80 × 80 px. */
export const SPINNER_SIZE = 80;

/**
 * The page-level loading indicator, announced to screen readers as 'Loading...'. Drawn by the plain
 * stylesheet (antd's large Spin in BRIGADE_ORANGE) so the pages that load before antd can wait with it.
 */
export function Spinner() {
  usePlainStyles();
  const intl = useIntl();
  return (
    <div
      role="status"
      aria-label={intl.formatMessage(spinnerMessages.loading)}
      style={{ width: SPINNER_SIZE, height: SPINNER_SIZE, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <span className="brigade-plain-spinner" aria-hidden>
        <span className="brigade-plain-spinner__dot" />
        <span className="brigade-plain-spinner__dot" />
        <span className="brigade-plain-spinner__dot" />
        <span className="brigade-plain-spinner__dot" />
      </span>
    </div>
  );
}

/** The spinner centred where a page (a remote, a lazily loaded screen, a session check) will appear. */
export function PageSpinner() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <Spinner />
    </div>
  );
}
