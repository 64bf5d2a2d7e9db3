import { BRIGADE_ORANGE, DISABLED_OPACITY } from '../theme';
import { plainVar as v } from './theme-vars';

/** antd's fontFamily token. */
const FONT =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol', 'Noto Color Emoji'";

// antd lightens the accent on hover and darkens it when pressed; the accent is the shell's choice, so the shades are mixed here.
const PRIMARY_HOVER = `color-mix(in srgb, ${v('primary')} 80%, #ffffff)`;
const PRIMARY_ACTIVE = `color-mix(in srgb, ${v('primary')} 85%, #000000)`;
const FOCUS_RING = `2px solid ${v('focus')}`;
// A busy button, as antd fades a loading one.
const BUSY_OPACITY = 0.65;
const ENABLED = ":not(:disabled, [aria-busy='true'])";

/**
 * The plain components' one stylesheet, sized as Brigade's antd theme (control height 32, font
 * size 14, radius 8; antd's Card and Alert take borderRadiusLG 10, a small Select borderRadiusSM 6).
 * Class names start with `brigade-plain`, so nothing here reaches an antd screen. No component
 * but the card has an outer margin: the page around it spaces them (a form's gap, say).
 */
export const PLAIN_CSS = `
.brigade-plain { box-sizing: border-box; font-family: ${FONT}; font-size: 14px; line-height: 1.5714285714285714; }
.brigade-plain *, .brigade-plain *::before, .brigade-plain *::after { box-sizing: border-box; }

.brigade-plain-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  height: 32px; margin: 0; padding: 4px 15px; border: 1px solid transparent; border-radius: 8px;
  font-weight: 400; text-align: center; white-space: nowrap; cursor: pointer; user-select: none; touch-action: manipulation;
  transition: background-color 0.2s, border-color 0.2s, color 0.2s, opacity 0.2s;
}
.brigade-plain-button--block { display: flex; width: 100%; }
.brigade-plain-button--icon-only { width: 32px; padding-inline: 0; }
.brigade-plain-button--tap { min-width: 44px; min-height: 44px; }
.brigade-plain-button--default { background: ${v('surface')}; border-color: ${v('border')}; color: ${v('text')}; box-shadow: 0 2px 0 rgba(0, 0, 0, 0.02); }
.brigade-plain-button--default${ENABLED}:hover { border-color: ${v('link')}; color: ${v('link')}; }
.brigade-plain-button--primary { background: ${v('primary')}; color: ${v('on-primary')}; }
.brigade-plain-button--primary${ENABLED}:hover { background: ${PRIMARY_HOVER}; }
.brigade-plain-button--primary${ENABLED}:active { background: ${PRIMARY_ACTIVE}; }
.brigade-plain-button--text { background: transparent; color: ${v('text')}; }
.brigade-plain-button--text${ENABLED}:hover { background: ${v('fill')}; }
.brigade-plain-button:focus-visible { outline: ${FOCUS_RING}; outline-offset: 1px; }
.brigade-plain-button:disabled { opacity: ${DISABLED_OPACITY}; cursor: not-allowed; }
.brigade-plain-button[aria-busy='true'] { opacity: ${BUSY_OPACITY}; cursor: default; }
.brigade-plain-button__icon { display: inline-flex; line-height: 0; }
.brigade-plain-ring {
  display: inline-block; flex: none; width: 14px; height: 14px;
  border: 2px solid currentColor; border-inline-end-color: transparent; border-radius: 50%;
  animation: brigade-plain-turn 1s linear infinite;
}

.brigade-plain-field { color: ${v('text')}; }
.brigade-plain-field__label { display: block; padding-bottom: 8px; }
.brigade-plain-field__error { color: ${v('error')}; }
.brigade-plain-input, .brigade-plain-affix {
  width: 100%; height: 32px; margin: 0; padding: 4px 11px;
  background: ${v('surface')}; border: 1px solid ${v('border')}; border-radius: 8px; color: ${v('text')};
  color-scheme: ${v('color-scheme')}; transition: border-color 0.2s;
}
.brigade-plain-input { display: block; font: inherit; }
.brigade-plain-input:hover, .brigade-plain-affix:hover { border-color: ${v('primary')}; }
.brigade-plain-input:focus-visible { border-color: ${v('primary')}; outline: ${FOCUS_RING}; outline-offset: 1px; }
.brigade-plain-affix { display: flex; align-items: center; }
.brigade-plain-affix:focus-within { border-color: ${v('primary')}; outline: ${FOCUS_RING}; outline-offset: 1px; }
.brigade-plain-input[aria-invalid='true'], .brigade-plain-affix.brigade-plain-affix--invalid { border-color: ${v('error')}; }
.brigade-plain-affix__input {
  flex: 1; min-width: 0; height: 22px; margin: 0; padding: 0; border: 0; outline: none;
  background: transparent; color: inherit; font: inherit;
}
.brigade-plain-affix__toggle {
  display: inline-flex; align-items: center; justify-content: center; flex: none; width: 22px; height: 22px;
  margin: 0 0 0 4px; padding: 0; border: 0; border-radius: 4px; background: none; color: ${v('text-secondary')}; cursor: pointer;
}
.brigade-plain-affix__toggle:hover { color: ${v('text')}; }
.brigade-plain-affix__toggle:focus-visible { outline: ${FOCUS_RING}; outline-offset: 0; }
.brigade-plain-affix__toggle svg { width: 14px; height: 14px; }

/* The box centred on the text, the text giving the baseline, so the label lines up with a link beside it (as antd's). */
.brigade-plain-checkbox { display: inline-flex; align-items: baseline; gap: 8px; color: ${v('text')}; cursor: pointer; }
.brigade-plain-checkbox__input {
  flex: none; align-self: center; width: 16px; height: 16px; margin: 0;
  accent-color: ${v('primary')}; color-scheme: ${v('color-scheme')}; cursor: pointer;
}
.brigade-plain-checkbox__input:focus-visible { outline: ${FOCUS_RING}; outline-offset: 2px; }

.brigade-plain-notice {
  display: flex; align-items: center; margin: 0; padding: 8px 12px;
  border: 1px solid; border-radius: 10px; color: ${v('text')}; overflow-wrap: break-word;
}
.brigade-plain-notice__icon { flex: none; width: 14px; height: 14px; margin-inline-end: 8px; fill: currentColor; }
.brigade-plain-notice__content { flex: 1; min-width: 0; }
.brigade-plain-notice--described { align-items: flex-start; padding: 20px 24px; }
.brigade-plain-notice--described .brigade-plain-notice__icon { width: 24px; height: 24px; margin-inline-end: 12px; }
.brigade-plain-notice--described .brigade-plain-notice__title { margin-bottom: 4px; font-size: 16px; line-height: 1.5; }
${(['info', 'warning', 'error', 'success'] as const)
  .map(
    (type) =>
      `.brigade-plain-notice--${type} { background: ${v(`${type}-bg`)}; border-color: ${v(`${type}-border`)}; }\n` +
      `.brigade-plain-notice--${type} .brigade-plain-notice__icon { color: ${v(type)}; }`,
  )
  .join('\n')}

.brigade-plain-card {
  margin: 48px auto; padding: 24px; background: ${v('surface')}; border: 1px solid ${v('border-secondary')}; border-radius: 10px; color: ${v('text')};
}
.brigade-plain-card__title { margin: 0 0 0.5em; font-size: 24px; font-weight: 600; line-height: 1.3333333333333333; color: ${v('text')}; }

.brigade-plain-link { color: ${v('link')}; text-decoration: none; cursor: pointer; border-radius: 2px; transition: color 0.2s; }
.brigade-plain-link:hover { text-decoration: underline; }
.brigade-plain-link:focus-visible { outline: ${FOCUS_RING}; outline-offset: 1px; }

.brigade-plain-select { position: relative; display: inline-block; vertical-align: middle; }
.brigade-plain-select__control {
  appearance: none; display: block; width: 100%; height: 44px; margin: 0; padding: 0 24px 0 11px;
  font: inherit; line-height: 42px; color: ${v('text')}; background: ${v('surface')};
  border: 1px solid ${v('border')}; border-radius: 6px; color-scheme: ${v('color-scheme')}; cursor: pointer; transition: border-color 0.2s;
}
.brigade-plain-select__control:hover { border-color: ${v('primary')}; }
.brigade-plain-select__control:focus-visible { border-color: ${v('primary')}; outline: ${FOCUS_RING}; outline-offset: 1px; }
.brigade-plain-select__control option { color: ${v('text')}; background-color: ${v('surface')}; }
.brigade-plain-select__arrow {
  position: absolute; top: 50%; inset-inline-end: 7px; width: 12px; height: 12px; margin-top: -6px;
  color: ${v('text-secondary')}; pointer-events: none;
}

/* The button is a 44 px tap target (wet hands on a tablet, issue #45); the pill inside keeps antd's 22 px look. */
.brigade-plain-switch {
  position: relative; display: inline-flex; align-items: center; min-width: 44px; min-height: 44px; margin: 0; padding: 0;
  border: 0; border-radius: 100px; background: transparent; color: ${v('text')};
  font-size: 12px; line-height: 22px; vertical-align: middle; cursor: pointer;
}
.brigade-plain-switch__track {
  position: relative; display: inline-block; min-width: 44px; height: 22px; border-radius: 100px;
  background: ${v('switch-off')}; transition: background-color 0.2s;
}
.brigade-plain-switch:hover .brigade-plain-switch__track { background: ${v('switch-off-hover')}; }
.brigade-plain-switch[aria-checked='true'] { color: ${v('on-primary')}; }
.brigade-plain-switch[aria-checked='true'] .brigade-plain-switch__track { background: ${v('primary')}; }
.brigade-plain-switch[aria-checked='true']:hover .brigade-plain-switch__track { background: ${PRIMARY_HOVER}; }
.brigade-plain-switch:focus-visible { outline: none; }
.brigade-plain-switch:focus-visible .brigade-plain-switch__track { outline: ${FOCUS_RING}; outline-offset: 2px; }
.brigade-plain-switch__handle {
  position: absolute; top: 2px; inset-inline-start: 2px; width: 18px; height: 18px; border-radius: 50%;
  background: #ffffff; box-shadow: 0 2px 4px 0 rgba(0, 35, 11, 0.2); transition: inset-inline-start 0.2s ease-in-out;
}
.brigade-plain-switch[aria-checked='true'] .brigade-plain-switch__handle { inset-inline-start: calc(100% - 20px); }
.brigade-plain-switch__inner { display: grid; padding-inline: 24px 9px; transition: padding 0.2s ease-in-out; }
.brigade-plain-switch[aria-checked='true'] .brigade-plain-switch__inner { padding-inline: 9px 24px; }
/* Both labels share one cell, so the switch is as wide as the longer and does not jump when it flips. */
.brigade-plain-switch__label { grid-area: 1 / 1; white-space: nowrap; text-align: center; }
.brigade-plain-switch[aria-checked='true'] .brigade-plain-switch__label--off,
.brigade-plain-switch[aria-checked='false'] .brigade-plain-switch__label--on { visibility: hidden; }

/* antd's large Spin: four dots fading in turn on a turning square. The spec names the colour outright. */
.brigade-plain-spinner {
  position: relative; display: inline-block; width: 100%; height: 100%; color: ${BRIGADE_ORANGE};
  transform: rotate(45deg); animation: brigade-plain-spin 1.2s linear infinite;
}
.brigade-plain-spinner__dot {
  position: absolute; width: calc(50% - 1px); height: calc(50% - 1px); border-radius: 100%; background: currentColor;
  transform: scale(0.75); opacity: 0.3; animation: brigade-plain-fade 1s linear infinite alternate;
}
.brigade-plain-spinner__dot:nth-child(1) { top: 0; inset-inline-start: 0; }
.brigade-plain-spinner__dot:nth-child(2) { top: 0; inset-inline-end: 0; animation-delay: 0.4s; }
.brigade-plain-spinner__dot:nth-child(3) { bottom: 0; inset-inline-end: 0; animation-delay: 0.8s; }
.brigade-plain-spinner__dot:nth-child(4) { bottom: 0; inset-inline-start: 0; animation-delay: 1.2s; }

@keyframes brigade-plain-spin { to { transform: rotate(405deg); } }
@keyframes brigade-plain-fade { to { opacity: 1; } }
@keyframes brigade-plain-turn { to { transform: rotate(360deg); } }

/* Nothing turns or slides for people who asked for less motion; the spinner's dots still fade, slowly, so it reads as busy. */
@media (prefers-reduced-motion: reduce) {
  .brigade-plain-spinner { animation: none; }
  .brigade-plain-spinner__dot { animation-duration: 2s; }
  .brigade-plain-ring { animation-duration: 4s; }
  .brigade-plain-switch__track, .brigade-plain-switch__handle, .brigade-plain-switch__inner { transition: none; }
}
`;
