import { ChevronDownIcon } from './Icons';
import { usePlainStyles } from './styles';

export type PlainSelectOption = { value: string; label: string };

export type PlainSelectProps = {
  'aria-label': string;
  value: string;
  options: PlainSelectOption[];
  onChange: (value: string) => void;
  /** In px; without it the select is as wide as its longest option. */
  width?: number;
};

/**
 * The browser's own <select> dressed as a small antd Select. Its list is the browser's, drawn in
 * the theme's colour scheme so the options stay readable in dark mode.
 */
export function PlainSelect({ 'aria-label': ariaLabel, value, options, onChange, width }: PlainSelectProps) {
  usePlainStyles();
  return (
    <span className="brigade-plain brigade-plain-select" style={width === undefined ? undefined : { width }}>
      <select
        aria-label={ariaLabel}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="brigade-plain-select__control"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon className="brigade-plain-select__arrow" />
    </span>
  );
}
