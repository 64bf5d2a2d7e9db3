import { join } from 'node:path';
import { loadCompose, oneShots, published, services, type ComposeService } from './support/compose';
import { deployables } from './support/deployables';
import { exists } from './support/repo';

const compose = loadCompose();
const names = new Set(Object.keys(compose.services));
const service = (name: string): ComposeService => {
  const found = compose.services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
};
const longRunning = services(compose).filter(([name]) => !oneShots(compose).has(name));
const envText = (s: ComposeService, key: string): string => String(s.environment?.[key] ?? '');
const healthTest = (s: ComposeService): string => [s.healthcheck?.test ?? []].flat().join(' ');
const subgraphs = deployables().filter((d) => d.dir.startsWith('services/'));

describe('docker-compose.yml: health and start order', () => {
  it.each(longRunning)('%s has a health check', (_name, s) => {
    expect(s.healthcheck?.disable).not.toBe(true);
    expect([s.healthcheck?.test ?? []].flat()).not.toEqual([]);
    expect([s.healthcheck?.test].flat()[0]).not.toBe('NONE');
  });

  it.each(services(compose))('%s waits for every service its environment names, until that one is healthy', (name, s) => {
    const named = Object.values(s.environment ?? {}).flatMap((value) =>
      [...String(value).matchAll(/([a-z][a-z0-9-]*):\d+/g)].map((m) => m[1] ?? '').filter((host) => names.has(host) && host !== name),
    );
    for (const host of new Set(named)) expect([host, s.depends_on?.[host]?.condition]).toEqual([host, 'service_healthy']);
  });

  it.each(services(compose))('%s waits for health or completion, never for a mere start', (_name, s) => {
    for (const [dependency, { condition }] of Object.entries(s.depends_on ?? {})) {
      expect([dependency, condition]).toEqual([
        dependency,
        oneShots(compose).has(dependency) ? 'service_completed_successfully' : 'service_healthy',
      ]);
    }
  });

  it.each(subgraphs)('$name runs on the real MongoDB and Kafka of this file', ({ name }) => {
    expect(envText(service(name), 'MONGODB_URI')).toMatch(/^mongodb:\/\/mongo:27017\//);
    expect(envText(service(name), 'KAFKA_BROKERS')).toBe('kafka:9092');
  });

  it('the gateway waits for every subgraph', () => {
    for (const { name } of subgraphs) expect(service('gateway').depends_on?.[name]?.condition).toBe('service_healthy');
  });

  it('the shell waits for the gateway it forwards the API to', () => {
    expect(service('shell').depends_on?.gateway?.condition).toBe('service_healthy');
  });
});

describe('docker-compose.yml: infrastructure', () => {
  it('runs MongoDB as a replica set that its health check initiates once', () => {
    const mongo = service('mongo');
    expect(mongo.command?.join(' ')).toMatch(/--replSet rs0\b/);
    expect(healthTest(mongo)).toMatch(/rs\.initiate\(\{ _id: 'rs0'/);
    expect(healthTest(mongo)).toMatch(/catch/);
    expect(healthTest(mongo)).toMatch(/isWritablePrimary/);
  });

  it.each(subgraphs)('gives $name a database of its own on that replica set', ({ name }) => {
    const uri = new URL(envText(service(name), 'MONGODB_URI'));
    expect(uri.pathname).toBe(`/brigade_${name}`);
    expect(uri.searchParams.get('replicaSet')).toBe('rs0');
    expect(envText(service(name), 'MONGODB_DB')).toBe(`brigade_${name}`);
  });

  it('runs Kafka in KRaft mode: one node as broker and controller, no ZooKeeper', () => {
    const kafka = service('kafka');
    expect(kafka.image).toMatch(/^(apache|bitnami)\/kafka:\d/);
    expect(envText(kafka, 'KAFKA_PROCESS_ROLES').split(',').sort()).toEqual(['broker', 'controller']);
    expect(envText(kafka, 'KAFKA_CONTROLLER_QUORUM_VOTERS')).toBe('1@kafka:9093');
    for (const [name, s] of services(compose)) {
      expect(`${name} ${s.image ?? ''} ${Object.keys(s.environment ?? {}).join(' ')}`).not.toMatch(/zookeeper/i);
    }
  });

  it('starts Keycloak with the brigade realm imported from docker/keycloak', () => {
    const keycloak = service('keycloak');
    expect(keycloak.command).toContain('--import-realm');
    const mount = keycloak.volumes?.find((v) => v.includes('/opt/keycloak/data/import/'));
    const source = mount?.split(':')[0] ?? '';
    expect(source).toBe('./docker/keycloak/brigade-realm.json');
    expect(exists(source)).toBe(true);
  });

  it('sends mail to Mailpit', () => {
    expect(service('mailpit').image).toMatch(/^axllent\/mailpit:v\d/);
    expect(envText(service('identity'), 'SMTP_URL')).toBe('smtp://mailpit:1025');
  });
});

describe('docker-compose.yml: the deployables', () => {
  it.each(deployables())("$name is built as brigade/$name from its kind's Dockerfile, with its folder and port", (d) => {
    const args: Record<string, string> = d.kind === 'node' ? { WORKSPACE: d.dir, PORT: String(d.devPort) } : { WORKSPACE: d.dir };
    if (d.dir === 'shell') args.SPA_FALLBACK = 'true';
    expect(service(d.name).build).toEqual({ context: '.', dockerfile: `docker/${d.kind}/Dockerfile`, args });
    expect(service(d.name).image).toMatch(new RegExp(`^brigade/${d.name}:`));
  });

  const web = deployables().filter((d) => d.kind === 'web');
  const node = deployables().filter((d) => d.kind === 'node');

  it.each(web)('$name is published on its dev port $devPort, on this machine only', ({ name, devPort, containerPort }) => {
    expect(service(name).ports?.map(published)).toEqual([{ address: '127.0.0.1', host: devPort, container: containerPort }]);
  });

  // Their /metrics and the gateway's trust in X-Forwarded-For must not be reachable from the host.
  it.each(node)('$name publishes no port, only exposes $containerPort to the other containers', ({ name, containerPort }) => {
    expect(service(name).ports).toBeUndefined();
    expect(service(name).expose).toEqual([String(containerPort)]);
  });
});

describe('docker-compose.yml: demo data', () => {
  const seeded = subgraphs.filter(({ dir }) => exists(join(dir, 'src', 'seed.ts')));

  it('seeds at least the users, the demo kitchen and the plans', () => {
    expect(seeded.map((s) => s.name)).toEqual(expect.arrayContaining(['identity', 'kitchen', 'billing']));
  });

  it.each(seeded)('$name runs its seed once, with its own image and database, before it starts', ({ name }) => {
    const seed = service(`${name}-seed`);
    expect(seed.image).toBe(service(name).image);
    expect(seed.command).toEqual(['node', 'dist/seed.js']);
    expect(seed.restart).toBe('no');
    expect(envText(seed, 'MONGODB_URI')).toBe(envText(service(name), 'MONGODB_URI'));
    expect(service(name).depends_on?.[`${name}-seed`]?.condition).toBe('service_completed_successfully');
  });

  it('has no seed job for a service without a seed script, and no other one-shot', () => {
    expect([...oneShots(compose)].sort()).toEqual(seeded.map((s) => `${s.name}-seed`).sort());
  });

  it("gives identity's seed the demo password it refuses to default in production", () => {
    expect(envText(service('identity-seed'), 'SEED_PASSWORD')).not.toBe('');
  });
});
