import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { COMPOSE_FILE, loadCompose, type ComposeFile } from './support/compose';
import { lintCompose } from './support/lint';

describe('docker-compose.yml against the Compose specification', () => {
  const dir = mkdtempSync(join(tmpdir(), 'brigade-compose-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const lintBroken = (breakIt: (compose: ComposeFile) => void): Promise<string[]> => {
    const compose = loadCompose();
    breakIt(compose);
    const path = join(dir, `broken-${Math.random().toString(36).slice(2)}.yml`);
    writeFileSync(path, stringify(compose));
    return lintCompose(path);
  };

  it('validates against the schema and breaks none of the enabled rules', async () => {
    expect(await lintCompose(COMPOSE_FILE)).toEqual([]);
  });

  it('still matches the schema once its anchors are expanded (what the broken copies below start from)', async () => {
    expect((await lintBroken(() => undefined)).filter((p) => p.startsWith('invalid-schema:'))).toEqual([]);
  });

  it('fails for a dependency condition Compose does not know', async () => {
    const problems = await lintBroken((compose) => {
      const gateway = compose.services.gateway;
      if (gateway?.depends_on?.identity) Object.assign(gateway.depends_on.identity, { condition: 'service_ready' });
    });
    expect(problems.some((p) => p.startsWith('invalid-schema:'))).toBe(true);
  });

  it('fails for a misspelt service key', async () => {
    const problems = await lintBroken((compose) => {
      const mongo = compose.services.mongo as Record<string, unknown>;
      mongo.helthcheck = mongo.healthcheck;
      delete mongo.healthcheck;
    });
    expect(problems.some((p) => p.startsWith('invalid-schema:'))).toBe(true);
  });

  it('fails for a port published on every interface', async () => {
    const problems = await lintBroken((compose) => {
      if (compose.services.gateway) compose.services.gateway.ports = ['4000:4000'];
    });
    expect(problems.some((p) => p.startsWith('no-unbound-port-interfaces:'))).toBe(true);
  });
});
