import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 encodes with TextEncoder, which jsdom's window does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

/**
 * jsdom has no MessageChannel; antd's form batches its watchers through one (post now, run as a
 * later task). A timer gives the same order without Node's ports, which keep the process alive.
 */
class TimerPort {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  peer: TimerPort | null = null;
  postMessage(data: unknown) {
    setTimeout(() => this.peer?.onmessage?.({ data }), 0);
  }
  start() {}
  close() {}
}
class TimerChannel {
  port1 = new TimerPort();
  port2 = new TimerPort();
  constructor() {
    this.port1.peer = this.port2;
    this.port2.peer = this.port1;
  }
}
Object.assign(globalThis, { MessageChannel: TimerChannel });

/*
 * What antd expects from a browser and jsdom leaves out: media queries (responsive hooks, Grid)
 * answer "no match", as on a narrow screen without listeners.
 */
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

afterEach(() => localStorage.clear());
