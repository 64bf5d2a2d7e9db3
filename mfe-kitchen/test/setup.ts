import { preloadCatalogues, uiCatalogues } from '@brigade/ui';
import { catalogues } from '../src/lang';

// The browser stand-ins antd needs in jsdom and the longer waits come from packages/ui/test/setup.ts (listed first in jest.config.js).
afterEach(() => localStorage.clear());

// Every language's messages fetched before the tests, so a screen renders at once in any of them.
beforeAll(() => preloadCatalogues(uiCatalogues, catalogues));
