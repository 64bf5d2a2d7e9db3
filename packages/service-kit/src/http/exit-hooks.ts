type Hook = () => Promise<void>;

const hooks: Hook[] = [];

/** Work that must finish before the process exits after a signal (flushing buffered traces). */
export function beforeExit(hook: Hook): void {
  hooks.push(hook);
}

/** Runs every registered hook; a failing hook does not keep the others from running. */
export async function runExitHooks(): Promise<void> {
  await Promise.allSettled(hooks.splice(0).map((hook) => hook()));
}
