import { catalogues } from '@brigade/ui';
import en from './en.json';

/** The editor's messages (ids `recipeEditor.*`); a console merges them into its own catalogues. */
export const recipeEditorCatalogues = catalogues(en, (locale) => import(`./${locale}.json`));
