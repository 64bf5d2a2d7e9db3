import { preloadCatalogues, uiCatalogues } from '@brigade/ui';
import { recipeEditorCatalogues } from '../src/lang';

// Every language's messages fetched before the tests, so a screen renders at once in any of them.
beforeAll(() => preloadCatalogues(uiCatalogues, recipeEditorCatalogues));
