/**
 * dclint validates a Compose file against the Compose specification's JSON schema (rule
 * `invalid-schema`) and then runs its rules. Ordering rules are off: the file reads
 * infrastructure, seeds, subgraphs, gateway, front ends on purpose; `no-build-and-image` is off
 * because every built service also names its image (brigade/<name>), as Kubernetes pulls it.
 */
const RULES = {
  'no-build-and-image': 0,
  'services-alphabetical-order': 0,
  'service-keys-order': 0,
  'service-dependencies-alphabetical-order': 0,
  'service-ports-alphabetical-order': 0,
  'top-level-properties-order': 0,
  'no-version-field': 2,
  'require-project-name-field': 2,
  'service-image-require-explicit-tag': 2,
  'no-duplicate-exported-ports': 2,
  'no-duplicate-container-names': 2,
  'no-unbound-port-interfaces': 2,
  'require-quotes-in-ports': 2,
  'no-quotes-in-volumes': 2,
} as const;

/** What dclint reports per file; its own .d.ts files do not resolve under node16 ESM rules. */
type LintResult = { messages: { rule: string; message: string }[] };

/** Every problem dclint finds in one file, as `rule: message`. */
export async function lintCompose(path: string): Promise<string[]> {
  // dclint is an ES module with a CommonJS build; a dynamic import is how this CommonJS test reaches it.
  const { DCLinter } = await import('dclint');
  const linter = new DCLinter({ rules: RULES, quiet: true, debug: false, exclude: [] });
  const results = linter.lintFiles([path], false) as LintResult[];
  return results.flatMap((result) => result.messages.map((m) => `${m.rule}: ${m.message}`));
}
