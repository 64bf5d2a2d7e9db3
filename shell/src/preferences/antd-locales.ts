import type { Locale } from '@brigade/ui';
import type { Locale as AntdLocale } from 'antd/es/locale';
import daDK from 'antd/locale/da_DK';
import deDE from 'antd/locale/de_DE';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import frFR from 'antd/locale/fr_FR';
import nlNL from 'antd/locale/nl_NL';

const ANTD: Record<Locale, AntdLocale> = { en: enUS, nl: nlNL, es: esES, de: deDE, fr: frFR, da: daDK };

/** antd's own words (date pickers, modals' OK/Cancel, empty states) in the chosen language. */
export function antdLocale(locale: Locale): AntdLocale {
  return ANTD[locale];
}
