import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nodeRuntimeProblem, supportedNodeMajor } from '../src/http/runtime';

describe('the Node runtime a server accepts', () => {
  it("is the root package.json's engines major", () => {
    const root = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as { engines: { node: string } };
    expect(root.engines.node).toBe(`${supportedNodeMajor}.x`);
    expect(supportedNodeMajor).toBe(24);
  });

  it('accepts any release of that major', () => {
    expect(nodeRuntimeProblem('24.0.0')).toBeUndefined();
    expect(nodeRuntimeProblem('24.21.0')).toBeUndefined();
  });

  it('refuses an older or newer major, naming both', () => {
    expect(nodeRuntimeProblem('20.20.2')).toMatch(/Brigade runs on Node 24, not Node 20\.20\.2/);
    expect(nodeRuntimeProblem('22.15.0')).toMatch(/not Node 22\.15\.0/);
    expect(nodeRuntimeProblem('26.10.0')).toMatch(/not Node 26\.10\.0/);
  });
});

describe('a subgraph started on another Node', () => {
  it('stops before it opens a connection, saying which Node it needs', () => {
    const kit = join(__dirname, '..', 'dist', 'index.js');
    // Node 20's version string on the pinned binary: only the check can tell the two apart.
    const script = `Object.defineProperty(process.versions, 'node', { value: '20.20.2' });
      require(${JSON.stringify(kit)}).startSubgraph({ name: 'probe', mongo: { uri: 'mongodb://127.0.0.1:9', dbName: 'probe' }, setup: async () => ({}) })
        .then(() => process.exit(0), (error) => { process.stderr.write(error.message); process.exit(3); });`;
    const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 20_000 });
    expect(run.status).toBe(3);
    expect(run.stderr).toContain('Brigade runs on Node 24, not Node 20.20.2');
  });
});
