import { consoleKitCatalogues } from '@brigade/console-kit';
import { recipeEditorCatalogues } from '@brigade/recipe-editor';
import { LOCALES, type Catalogues } from '@brigade/ui';
import da from './da.json';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import nl from './nl.json';

const own: Catalogues = { en, nl, es, de, fr, da };

/** The console's messages (`npm run i18n` rewrites en.json from the code), the shared screens' and the recipe editor's. */
export const catalogues = Object.fromEntries(
  LOCALES.map((locale) => [locale, { ...recipeEditorCatalogues[locale], ...consoleKitCatalogues[locale], ...own[locale] }]),
) as Catalogues;
