import { Button as AntButton } from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../icon/Icon';
import { dropdownMessages } from './messages';

/** The static images SPEC.md §2 lists for the profile and "more" triggers. */
export const PROFILE_ICON_SRC = '/icon/ic-profile.png';
export const MORE_ICON_SRC = '/icon/ic-more.png';

// antd's Dropdown clones its child with a ref and click handlers, so a trigger passes them on.
type TriggerProps = Omit<ComponentProps<typeof AntButton>, 'children' | 'icon'>;

export function LabelTrigger({ label, ...rest }: TriggerProps & { label: ReactNode }) {
  return (
    <AntButton {...rest}>
      {label}
      <span aria-hidden>▾</span>
    </AntButton>
  );
}

export function ImageTrigger({ kind, ...rest }: TriggerProps & { kind: 'profile' | 'menu' }) {
  const intl = useIntl();
  const label = intl.formatMessage(kind === 'profile' ? dropdownMessages.profile : dropdownMessages.more);
  return (
    <AntButton
      color="default"
      variant="text"
      shape="circle"
      aria-label={label}
      {...rest}
      icon={<Icon src={kind === 'profile' ? PROFILE_ICON_SRC : MORE_ICON_SRC} size={kind === 'profile' ? 'lg' : 'md'} />}
    />
  );
}
