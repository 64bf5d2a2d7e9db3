import en from '../lang/en.json';
import { catalogues } from './loading';

/** The UI kit's own messages ('No Record Found', 'Loading...', the unsaved-changes alert...). */
export const uiCatalogues = catalogues(en, (locale) => import(`../lang/${locale}.json`));
