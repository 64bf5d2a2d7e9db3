import { ConfigProvider, Flex, Spin } from 'antd';
import { useIntl } from 'react-intl';
import { BRIGADE_ORANGE } from '../../theme';
import { spinnerMessages } from './messages';

/** SPEC.md §9: the spinner is 80 × 80 px. */
export const SPINNER_SIZE = 80;

// Fixed orange rather than the surrounding colorPrimary: the spec names the colour outright.
const SPINNER_THEME = { components: { Spin: { dotSizeLG: SPINNER_SIZE, colorPrimary: BRIGADE_ORANGE } } };

/** The page-level loading indicator, announced to screen readers as 'Loading...'. */
export function Spinner() {
  const intl = useIntl();
  return (
    <div
      role="status"
      aria-label={intl.formatMessage(spinnerMessages.loading)}
      style={{ width: SPINNER_SIZE, height: SPINNER_SIZE, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <ConfigProvider theme={SPINNER_THEME}>
        <Spin size="large" />
      </ConfigProvider>
    </div>
  );
}

/** The spinner centred where a page (a remote, a lazily loaded screen, a session check) will appear. */
export function PageSpinner() {
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      <Spinner />
    </Flex>
  );
}
