import { uiCatalogues } from '../src/i18n/catalogues';
import { preloadCatalogues } from '../src/i18n/loading';
import { NO_APP_MESSAGES } from './render';
// jest-dom's matcher types (toBeInTheDocument, toBeVisible, ...): the kit's jsdom setup registers the matchers.
import type {} from '@brigade/test-kit/jsdom/setup';

// Every language's messages fetched before the tests, so a screen renders at once in any of them
// (the fetching itself is tested in i18n-loading.test.tsx).
beforeAll(() => preloadCatalogues(uiCatalogues, NO_APP_MESSAGES));
