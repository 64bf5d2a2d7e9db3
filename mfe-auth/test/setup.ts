// The browser stand-ins antd needs in jsdom come from packages/ui/test/setup.ts (listed first in jest.config.js).
afterEach(() => localStorage.clear());
