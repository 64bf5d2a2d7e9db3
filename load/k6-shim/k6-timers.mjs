export const setTimeout = globalThis.setTimeout;
