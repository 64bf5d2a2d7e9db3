import { catalogues as fetched } from '@brigade/ui';
import en from './en.json';

/** The auth remote's messages; `npm run i18n` rewrites en.json from the code. */
export const catalogues = fetched(en, (locale) => import(`./${locale}.json`));
