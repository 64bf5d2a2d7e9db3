import { getAlpha2Codes } from 'i18n-iso-countries';

/*
 * Countries by the ISO 3166-1 alpha-2 codes the kitchen service accepts (the same
 * i18n-iso-countries list), named in the person's language by the browser's Intl.
 */

export function countryName(code: string, locale: string): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
}

export function countryOptions(locale: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return Object.keys(getAlpha2Codes())
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
