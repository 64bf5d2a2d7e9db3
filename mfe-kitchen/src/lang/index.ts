import { consoleKitCatalogues } from '@brigade/console-kit';
import { recipeEditorCatalogues } from '@brigade/recipe-editor';
import { catalogues as fetched, mergeCatalogues } from '@brigade/ui';
import en from './en.json';

/** The console's messages (`npm run i18n` rewrites en.json from the code), the shared screens' and the recipe editor's. */
export const catalogues = mergeCatalogues(
  recipeEditorCatalogues,
  consoleKitCatalogues,
  fetched(en, (locale) => import(`./${locale}.json`)),
);
