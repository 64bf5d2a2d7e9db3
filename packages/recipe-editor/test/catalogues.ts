import { preloadCatalogues, uiCatalogues } from '@brigade/ui';
import { recipeEditorCatalogues } from '../src/lang/index';
// jest-dom's matcher types (toBeInTheDocument, toBeVisible, ...): the kit's jsdom setup registers the matchers.
import type {} from '@brigade/test-kit/jsdom/setup';

// Every language's messages fetched before the tests, so a screen renders at once in any of them.
beforeAll(() => preloadCatalogues(uiCatalogues, recipeEditorCatalogues));
