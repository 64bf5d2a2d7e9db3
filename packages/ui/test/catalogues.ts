import { uiCatalogues } from '../src/i18n/catalogues';
import { preloadCatalogues } from '../src/i18n/loading';
import { NO_APP_MESSAGES } from './render';

// Every language's messages fetched before the tests, so a screen renders at once in any of them
// (the fetching itself is tested in i18n-loading.test.tsx).
beforeAll(() => preloadCatalogues(uiCatalogues, NO_APP_MESSAGES));
