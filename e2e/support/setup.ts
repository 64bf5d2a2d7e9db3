import { forgetPeople, reportFailure } from './evidence';

// Registered before any test file's hooks, so a failed journey is reported before its browser closes.
beforeEach(forgetPeople);
afterEach(async () => {
  if (globalThis.journeyFailed) await reportFailure(expect.getState().currentTestName ?? 'test');
});
