import { execFileSync } from 'node:child_process';
import { appendFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gqlData, signIn, until } from '@brigade/test-kit';
import { copyRepository } from './support/repo-copy';
import { buildStamp, freePorts, npmStart, tempDir, type Started } from './support/npm-start';

/**
 * `npm start` as a developer runs it, twice and then after one edit, in a temporary copy of the
 * repository: the first serves the product and stops cleanly on Ctrl-C, the second start builds nothing, an edit to one remote rebuilds that remote alone,
 * and what it prints is readable. Which workspaces a start built is read from its build stamp
 * (.turbo/last-build.json, written from Turborepo's run summary), not from timings.
 */

/** Warnings libraries print when used the old way; the fix is in our code, so none may appear. */
const LIBRARY_WARNINGS = [
  /switched default partitioner/i, // kafkajs: producers must name their partitioner
  /`new` option .* is deprecated/i, // mongoose: returnDocument instead of new
  /DeprecationWarning/, // any Node or library deprecation
  /MaxListenersExceededWarning/,
  /ExperimentalWarning/,
  /^Mongoose: /m,
  /\(node:\d+\) \[?\w*\]? ?Warning/,
];

const FRONT_ENDS_AND_SERVERS = [
  'shell',
  'mfe-auth',
  'mfe-kitchen',
  'mfe-superadmin',
  'gateway',
  'identity',
  'kitchen',
  'catalog',
  'recipe',
  'billing',
];
const FIRST_START_MS = 8 * 60_000;
const START_MS = 4 * 60_000;

let repo: string;
let ports: NodeJS.ProcessEnv;
const outputs: string[] = [];

beforeAll(async () => {
  repo = copyRepository();
  ports = { ...(await freePorts()), BRIGADE_DATA_DIR: tempDir('brigade-data-') };
}, 120_000);

afterAll(() => {
  for (const dir of [repo, ports.BRIGADE_DATA_DIR]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/**
 * What a developer opens after `npm start`: the shell's remotes answer, the gateway is ready with
 * every subgraph, a federated query reads the seeded Demo Kitchen, and the admin edits a profile
 * (identity's updates, where mongoose used to warn).
 */
async function servesTheProduct(started: Started): Promise<void> {
  expect(started.output).toContain('superadmin@brigade.local');
  expect(started.shellUrl).toBe(`http://127.0.0.1:${ports.SHELL_PORT}`);
  const shellConfig = (await (await fetch(`${started.shellUrl}/config.json`)).json()) as { remotes: Record<string, string> };
  expect(Object.keys(shellConfig.remotes)).toHaveLength(3);
  for (const manifest of Object.values(shellConfig.remotes)) expect((await fetch(manifest)).status).toBe(200);
  expect(await (await fetch(started.gatewayUrl.replace('/graphql', '/readyz'))).json()).toEqual({
    status: 'ready',
    checks: { revocations: true },
    dependencies: { identity: true, kitchen: true, catalog: true, recipe: true, billing: true },
  });

  const token = await signIn(started.gatewayUrl, 'admin@demo.brigade.local');
  const kitchen = await gqlData(started.gatewayUrl, '{ getKitchenById(id: "64b000000000000000000001") { name owner { email } } }', token);
  expect(kitchen).toEqual({ getKitchenById: { name: 'Demo Kitchen', owner: { email: 'admin@demo.brigade.local' } } });
  const updated = await gqlData<{ UpdateUserDetails: { code: number } }>(
    started.gatewayUrl,
    'mutation ($i: UserDetailsInput!) { UpdateUserDetails(input: $i) { code } }',
    token,
    { i: { fName: 'Sam' } },
  );
  expect(updated.UpdateUserDetails.code).toBe(200);
}

/**
 * After Ctrl-C every service says it stopped (drained, not killed), and nothing `npm start` opened
 * still answers: a start that left a process behind would hold its ports and CPU for hours.
 */
async function stoppedCleanly(printed: string): Promise<void> {
  for (const service of ['identity', 'kitchen', 'catalog', 'recipe', 'billing'])
    expect(printed).toMatch(new RegExp(`${service}\\s+│ .*INFO: stopped`));
  const answering = async () => {
    const names = Object.keys(ports).filter((key) => key.endsWith('_PORT'));
    const open = await Promise.all(
      names.map((name) =>
        fetch(`http://127.0.0.1:${ports[name]}/healthz`).then(
          () => name,
          () => null,
        ),
      ),
    );
    return open.filter(Boolean);
  };
  expect(await until(answering, (open) => open.length === 0, { timeoutMs: 15_000, what: 'every port npm start opened closed' })).toEqual(
    [],
  );
}

/** Each workspace's build hash as turbo computes it in the copy, without building anything. */
function buildHashes(): Map<string, string> {
  const dry = execFileSync(join(repo, 'node_modules', '.bin', 'turbo'), ['run', 'build', '--dry=json'], {
    cwd: repo,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  const { tasks } = JSON.parse(dry.toString()) as { tasks: { package: string; hash: string; command: string }[] };
  return new Map(tasks.filter((t) => t.command !== '<NONEXISTENT>').map((t) => [t.package.replace('@brigade/', ''), t.hash]));
}

/** The workspaces an edit to `file` in the copy would rebuild; the file is put back afterwards. */
function rebuiltBy(file: string, addition: string): string[] {
  const before = buildHashes();
  const original = readFileSync(join(repo, file), 'utf8');
  appendFileSync(join(repo, file), addition);
  try {
    const after = buildHashes();
    return [...after]
      .filter(([name, hash]) => before.get(name) !== hash)
      .map(([name]) => name)
      .sort();
  } finally {
    writeFileSync(join(repo, file), original);
  }
}

test('an edit to packages/ui rebuilds ui, what builds on it and the front ends; a schema edit its service and the gateway, a test or README nothing', () => {
  expect(rebuiltBy('packages/ui/src/index.ts', '\nexport const edited = 1;\n')).toEqual([
    'console-kit',
    'mfe-auth',
    'mfe-kitchen',
    'mfe-superadmin',
    'recipe-editor',
    'shell',
    'ui',
  ]);
  expect(rebuiltBy('services/recipe/src/costing/costing.graphql', '\n# edited\n')).toEqual(['gateway', 'recipe']);
  // Tests and documents are not what a build reads.
  expect(rebuiltBy('services/recipe/README.md', '\nedited\n')).toEqual([]);
  expect(rebuiltBy('services/recipe/test/support.ts', '\n// edited\n')).toEqual([]);
});

test(
  'npm start serves the product and stops on Ctrl-C; a second start with nothing changed builds nothing',
  async () => {
    const first = await npmStart(repo, ports, FIRST_START_MS);
    await servesTheProduct(first);
    outputs.push(await first.stop());
    await stoppedCleanly(outputs[0] ?? '');
    expect(buildStamp(repo).ok).toBe(true);

    const second = await npmStart(repo, ports, START_MS);
    expect((await fetch(second.shellUrl)).status).toBe(200);
    outputs.push(await second.stop());
    await stoppedCleanly(outputs[1] ?? '');
    const stamp = buildStamp(repo);
    expect(stamp.built).toEqual([]);
    expect(stamp.upToDate).toEqual(expect.arrayContaining(FRONT_ENDS_AND_SERVERS));
    expect(outputs[1]).toContain(`Build: nothing to build; ${stamp.upToDate.length} workspace(s) up to date`);
  },
  FIRST_START_MS + START_MS + 60_000,
);

test(
  'after an edit to one remote, npm start rebuilds that remote and nothing else',
  async () => {
    const dist = join(repo, 'mfe-auth', 'dist');
    const before = readdirSync(dist).filter((f) => f.endsWith('.js'));
    appendFileSync(join(repo, 'mfe-auth', 'src', 'App.tsx'), "\nexport const startTestMarker = 'rebuilt by the start test';\n");

    const third = await npmStart(repo, ports, START_MS);
    outputs.push(await third.stop());
    await stoppedCleanly(outputs[2] ?? '');
    expect(buildStamp(repo).built).toEqual(['mfe-auth']);
    const after = readdirSync(dist).filter((f) => f.endsWith('.js'));
    expect(after).not.toEqual(before);
    const bundles = after.map((f) => readFileSync(join(dist, f), 'utf8')).join('\n');
    expect(bundles).toContain('rebuilt by the start test');
  },
  START_MS + 30_000,
);

test('what npm start prints has no library warnings and no raw JSON log lines', () => {
  expect(outputs).toHaveLength(3);
  const printed = outputs.join('\n');
  for (const warning of LIBRARY_WARNINGS) expect(printed).not.toMatch(warning);
  // Development logs are one readable line each, prefixed with the process's name.
  expect(printed).not.toMatch(/│ \{"level"/);
  expect(printed).toMatch(/identity\s*│/);
});
