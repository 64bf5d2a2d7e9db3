// The part of 'k6' the scripts use; checks are tallied for drive.mjs.
export const checks = (globalThis.__k6Checks ??= {});

export function check(value, sets) {
  for (const [name, fn] of Object.entries(sets)) {
    const tally = (checks[name] ??= { pass: 0, fail: 0 });
    if (fn(value)) tally.pass++;
    else tally.fail++;
  }
  return true;
}
