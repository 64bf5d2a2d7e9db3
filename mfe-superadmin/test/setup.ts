import { configure } from '@testing-library/react';

// The browser stand-ins antd needs in jsdom come from packages/ui/test/setup.ts (listed first in jest.config.js).
// antd screens in jsdom on a busy 2-core machine need more than Testing Library’s 1 s to settle; a wait that long only matters when something broke.
configure({ asyncUtilTimeout: 10000 });
afterEach(() => localStorage.clear());
