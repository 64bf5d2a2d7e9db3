import { preloadCatalogues, uiCatalogues } from '@brigade/ui';
import { catalogues } from '../src/lang';
// jest-dom's matcher types (toBeInTheDocument, toBeVisible, ...): the kit's jsdom setup registers the matchers.
import type {} from '@brigade/test-kit/jsdom/setup';

// The browser stand-ins antd needs in jsdom and the longer waits come from @brigade/test-kit/jsdom/setup (listed first in jest.config.js).
afterEach(() => localStorage.clear());

// Every language's messages fetched before the tests, so a screen renders at once in any of them.
beforeAll(() => preloadCatalogues(uiCatalogues, catalogues));
