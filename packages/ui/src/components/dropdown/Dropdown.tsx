import { Dropdown as AntDropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { ImageTrigger, LabelTrigger } from './Triggers';

export type DropdownType = 'dropdown' | 'profile' | 'menu';

export type DropdownItem = {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  danger?: boolean;
  disabled?: boolean;
  onClick?: () => void;
};

export type DropdownProps = {
  /** 'dropdown': a labelled button; 'profile': the profile picture; 'menu': the "more" icon, panel on the right. */
  type?: DropdownType;
  items: DropdownItem[];
  /** The button text of a 'dropdown'. */
  label?: ReactNode;
  /** Replaces the default trigger; must be one element that accepts a ref and onClick. */
  children?: ReactNode;
  /** SPEC.md §9: 7rem unless a caller needs a wider panel. */
  minWidth?: string | number;
  disabled?: boolean;
  onSelect?: (key: string) => void;
};

export const DROPDOWN_MIN_WIDTH = '7rem';

const PLACEMENT = { dropdown: 'bottomLeft', profile: 'bottomRight', menu: 'bottomRight' } as const;

/** antd's Dropdown opened by a click; a click anywhere outside closes it (antd's own behaviour, tested). */
export function Dropdown({ type = 'dropdown', items, label, children, minWidth = DROPDOWN_MIN_WIDTH, disabled, onSelect }: DropdownProps) {
  const menuItems: MenuProps['items'] = items.map(({ key, label, icon, danger, disabled }) => ({ key, label, icon, danger, disabled }));
  const onClick: MenuProps['onClick'] = ({ key }) => {
    items.find((item) => item.key === key)?.onClick?.();
    onSelect?.(key);
  };
  const trigger =
    children ??
    (type === 'dropdown' ? <LabelTrigger label={label} disabled={disabled} /> : <ImageTrigger kind={type} disabled={disabled} />);
  return (
    <AntDropdown
      trigger={['click']}
      placement={PLACEMENT[type]}
      disabled={disabled}
      menu={{ items: menuItems, onClick }}
      styles={{ root: { minWidth } }}
      destroyOnHidden
    >
      {trigger}
    </AntDropdown>
  );
}
