import type { Circus } from '@jest/types';
import { TestEnvironment } from 'jest-environment-node';

/**
 * jest's node environment, plus one flag the journeys' afterEach can read: did the test (or one of
 * its hooks) fail? Only then is the browser's evidence (screenshot, console, GraphQL errors) kept.
 */
export default class JourneyEnvironment extends TestEnvironment {
  handleTestEvent(event: Circus.Event): void {
    if (event.name === 'test_start') this.global.journeyFailed = false;
    if (event.name === 'test_fn_failure' || event.name === 'hook_failure') this.global.journeyFailed = true;
  }
}
