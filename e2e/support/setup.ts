import { forgetPeople, reportFailure, takeViolations } from './evidence';

// Registered before any test file's hooks, so a failed journey is reported before its browser closes.
beforeEach(forgetPeople);
afterEach(async () => {
  if (globalThis.journeyFailed) await reportFailure(expect.getState().currentTestName ?? 'test');
  // Every journey proves its pages run under the Content-Security-Policy (packages/web-build/src/csp.ts):
  // anything the policy refused (a script, a frame, a call) is something a page needed, or an attack.
  const refused = takeViolations();
  if (refused.length) throw new Error(`the Content-Security-Policy refused:\n${refused.join('\n')}`);
});
