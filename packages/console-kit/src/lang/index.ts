import { catalogues } from '@brigade/ui';
import en from './en.json';

/** The shared screens' messages (ids `console.*`); a console merges them into its own catalogues. */
export const consoleKitCatalogues = catalogues(en, (locale) => import(`./${locale}.json`));
