/**
 * The jsdom setup of every front end's tests (their jest.config.js list it first in
 * setupFilesAfterEnv). jsdom lacks a few browser APIs antd relies on (media queries for responsive
 * props, element resize observation, scrollbar measurement through pseudo-elements). Minimal
 * stand-ins keep the components rendering as they would in a browser; nothing here changes what a
 * test asserts. It also registers jest-dom's matchers (`toBeInTheDocument`, `toBeVisible`, ...).
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

const browser = typeof window !== 'undefined'; // node-environment test files share this setup

if (browser && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

if (browser && !('ResizeObserver' in window)) {
  class NoResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoResizeObserver });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: NoResizeObserver });
}

/**
 * jsdom's getComputedStyle matches every rule of every stylesheet against the element, and antd
 * injects thousands of rules: more selectors than nwsapi keeps compiled, so each call recompiles
 * them. Testing Library asks for every node's style while it names elements (getByRole), and that
 * was three quarters of a console file's time. A style is kept until the page changes: any DOM
 * mutation (a new stylesheet, a class, a style attribute, a node added or removed) or a change of
 * focus or form state forgets them all, so a test sees what jsdom itself would compute.
 * Pseudo-elements get the element's own style: jsdom logs "Not implemented" for them, and antd's
 * modal only asks to measure the scrollbar.
 *
 * Why nwsapi (jsdom's selector engine) is pinned at 2.2.24 in the root package.json's `overrides`:
 * from 2.2.25 it keeps only 1,000 compiled selectors, antd injects ~1,800, and every
 * getComputedStyle recompiled them all (a console test file went from 30 s to 7 s with the pin).
 * Lift the pin only when a newer nwsapi keeps more, and time mfe-superadmin's tests before and after.
 */
if (browser) {
  const computedStyle = window.getComputedStyle.bind(window);
  let styles = new WeakMap<Element, CSSStyleDeclaration>();
  const forget = () => {
    styles = new WeakMap();
  };
  const changes = new MutationObserver(forget);
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  for (const type of ['focusin', 'focusout', 'input', 'change']) document.addEventListener(type, forget, true);
  window.getComputedStyle = (element: Element) => {
    // Mutations not yet delivered to the observer are taken here, synchronously.
    if (changes.takeRecords().length) forget();
    let style = styles.get(element);
    if (!style) {
      style = computedStyle(element);
      styles.set(element, style);
    }
    return style;
  };
}

/**
 * jsdom has no MessageChannel; antd's form runs its watchers one task later by posting through
 * one. A timer keeps that order without Node's real ports, which would hold jest open.
 */
if (browser && !('MessageChannel' in window)) {
  type Listener = ((event: MessageEvent) => void) | null;
  class TimerPort {
    onmessage: Listener = null;
    peer: TimerPort | null = null;
    postMessage(data: unknown): void {
      setTimeout(() => this.peer?.onmessage?.(new MessageEvent('message', { data })), 0);
    }
    start(): void {}
    close(): void {}
  }
  class TimerChannel {
    readonly port1 = new TimerPort();
    readonly port2 = new TimerPort();
    constructor() {
      this.port1.peer = this.port2;
      this.port2.peer = this.port1;
    }
  }
  Object.defineProperty(window, 'MessageChannel', { writable: true, value: TimerChannel });
}

// react-router 7 encodes with TextEncoder, which jsdom's window leaves out.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

// antd screens in jsdom on a busy 2-core machine need more than Testing Library’s 1 s to settle;
// a wait that long only matters when something broke.
configure({ asyncUtilTimeout: 10000 });
