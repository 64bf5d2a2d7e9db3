import { TestEnvironment } from 'jest-environment-jsdom';
import { prefilterStyleRules } from './style-rules';

/**
 * jsdom plus the fetch classes a data router builds every navigation from (createMemoryRouter
 * wraps each one in a Request). jsdom has none, and setup files cannot reach Node's, so they are
 * copied in here, where Node's globals are still in scope. The AbortController goes with them
 * because Node's Request accepts only its own signals. It also makes jsdom's style cascade skip
 * the rules that cannot match an element (./style-rules.ts), so getComputedStyle is cheaper.
 */
export default class RouterReadyEnvironment extends TestEnvironment {
  // Jest loads an environment by its default export, hence the one default export in this package.
  constructor(...args: ConstructorParameters<typeof TestEnvironment>) {
    super(...args);
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal, TextEncoder, TextDecoder });
    if (this.dom) prefilterStyleRules(this.dom.window);
  }
}
