import { plainThemeVars } from '@brigade/ui';
import { useLayoutEffect } from 'react';
import { accentColours } from './accent';

/**
 * The plain components (the sign-in page, the header, the cookie banner) read their colours from
 * CSS variables on <html>; they follow the theme and the kitchen's accent as antd's tokens do.
 */
export function usePlainTheme(isDark: boolean, accent: string | null): void {
  useLayoutEffect(() => {
    const { primary, onPrimary, link } = accentColours(isDark, accent);
    const root = document.documentElement;
    for (const [name, value] of Object.entries(plainThemeVars(isDark, primary, onPrimary, link))) root.style.setProperty(name, value);
    root.style.colorScheme = isDark ? 'dark' : 'light';
  }, [isDark, accent]);
}
