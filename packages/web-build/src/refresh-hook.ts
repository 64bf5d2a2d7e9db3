/**
 * Runs first in every app under `webpack serve`, before React Fast Refresh's runtime. Each app
 * bundles its own copy of that runtime, but they share one react-dom, and a copy that starts after
 * react-dom (a remote's, loaded later into the shell) can only find the renderer in the React
 * DevTools hook's `renderers`. react-refresh's stand-in hook leaves that empty, so a remote's
 * components would never refresh; this stand-in records renderers, as the DevTools extension does.
 */
type Hook = {
  renderers: Map<number, unknown>;
  supportsFiber: true;
  inject(renderer: unknown): number;
  onScheduleFiberRoot(): void;
  onCommitFiberRoot(): void;
  onCommitFiberUnmount(): void;
};

const scope = globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: Hook };
if (!scope.__REACT_DEVTOOLS_GLOBAL_HOOK__) {
  const renderers = new Map<number, unknown>();
  scope.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    inject(renderer) {
      const id = renderers.size + 1;
      renderers.set(id, renderer);
      return id;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };
}

export {};
