// The browser stand-ins antd needs in jsdom and the longer waits come from packages/ui/test/setup.ts (listed first in jest.config.js).
afterEach(() => localStorage.clear());
