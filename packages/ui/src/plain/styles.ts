import { useInsertionEffect } from 'react';
import { PLAIN_CSS } from './sheet';

/** Marks the one <style> element; every later component (or a remount) finds it and adds none. */
export const PLAIN_STYLE_ATTRIBUTE = 'data-brigade-plain';

function injectPlainStyles(): void {
  if (document.head.querySelector(`style[${PLAIN_STYLE_ATTRIBUTE}]`)) return;
  const style = document.createElement('style');
  style.setAttribute(PLAIN_STYLE_ATTRIBUTE, '');
  style.textContent = PLAIN_CSS;
  // First in <head>, where antd puts its own: a page's stylesheets still win over the kit's.
  document.head.prepend(style);
}

/**
 * Called by every plain component. An insertion effect runs before the browser paints, so a
 * component never shows unstyled; the CSP allows inline styles (antd inserts its own the same way).
 */
export function usePlainStyles(): void {
  useInsertionEffect(injectPlainStyles, []);
}
