import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { argumentsOf, copies, env, keyword, stages, type Stage } from './support/dockerfile';
import { buildPackages, deployables, runtimePackages, type Deployable } from './support/deployables';
import { exists, readPackage, readText, ROOT, workspaceDirs } from './support/repo';

type Engines = { engines?: { node?: string }; devDependencies?: Record<string, string> };
const rootPackage = JSON.parse(readText('package.json')) as Engines;
/** The one Node major: root engines.node ("24.x"), which npm scripts, images and servers all use. */
const NODE_MAJOR = /^(\d+)\.x$/.exec(rootPackage.engines?.node ?? '')?.[1];
const NODE_IMAGE = `node:${NODE_MAJOR}-bookworm-slim`;
const WEB_IMAGE = 'nginxinc/nginx-unprivileged:1.27-alpine';

const all = deployables();
const node = all.filter((d) => d.kind === 'node');
const web = all.filter((d) => d.kind === 'web');
const parsed = (d: Deployable): Stage[] => stages(readText(join(d.dir, 'Dockerfile')));
const finalStage = (d: Deployable): Stage => parsed(d).at(-1) as Stage;
const stage = (d: Deployable, name: string): Stage => {
  const found = parsed(d).find((s) => s.name === name);
  if (!found) throw new Error(`${d.dir}/Dockerfile has no stage ${name}`);
  return found;
};
const runs = (s: Stage): string[] => keyword(s, 'RUN').map(argumentsOf);
/** The arguments of a stage's last `word` instruction (the one in effect), if any. */
const last = (s: Stage, word: string): string | undefined => {
  const instruction = keyword(s, word).at(-1);
  return instruction ? argumentsOf(instruction) : undefined;
};

describe('the Node runtime', () => {
  it('is one current LTS major, pinned for npm scripts by the registry node package', () => {
    expect(NODE_MAJOR).toBe('24');
    expect(rootPackage.devDependencies?.node).toMatch(new RegExp(`^${NODE_MAJOR}\\.\\d+\\.\\d+$`));
  });

  it('is the one service-kit refuses any other than', () => {
    expect((JSON.parse(readText('packages/service-kit/package.json')) as Engines).engines?.node).toBe(`${NODE_MAJOR}.x`);
  });
});

describe('the deployables', () => {
  it('are every workspace with a start script: the subgraphs, the gateway, the shell and the remotes', () => {
    expect(all.map((d) => d.dir).sort()).toEqual(
      [
        ...workspaceDirs().filter((dir) => dir.startsWith('services/')),
        'gateway',
        'shell',
        'mfe-auth',
        'mfe-superadmin',
        'mfe-kitchen',
      ].sort(),
    );
  });
});

describe.each(all)('$dir/Dockerfile', (d) => {
  it('exists', () => {
    expect(exists(join(d.dir, 'Dockerfile'))).toBe(true);
  });

  it('is multi-stage, every base image pinned to a tag', () => {
    expect(parsed(d).length).toBeGreaterThanOrEqual(2);
    for (const s of parsed(d)) expect(s.image).toMatch(/^[\w./-]+:[\w.-]+$/);
    for (const s of parsed(d)) expect(s.image).not.toMatch(/:latest$/);
  });

  it('runs its final stage as a user other than root', () => {
    const user = last(finalStage(d), 'USER');
    expect(user).toBeDefined();
    expect(['root', '0', '0:0']).not.toContain(user);
  });

  it('checks its own health on /healthz', () => {
    const healthchecks = keyword(finalStage(d), 'HEALTHCHECK').map(argumentsOf);
    expect(healthchecks).toHaveLength(1);
    expect(healthchecks[0]).toMatch(/^CMD .*127\.0\.0\.1.*\/healthz/);
  });

  it('exposes the port it listens on', () => {
    expect(keyword(finalStage(d), 'EXPOSE').map(argumentsOf)).toEqual([String(d.containerPort)]);
  });

  it('installs from the lock file with npm ci, never npm install', () => {
    const commands = parsed(d).flatMap(runs);
    expect(commands.some((c) => /\bnpm ci\b/.test(c))).toBe(true);
    for (const c of commands) expect(c).not.toMatch(/\bnpm (install|i|add|update)\b|\byarn\b|\bpnpm\b/);
  });

  it('copies package-lock.json into every stage before it runs npm ci there', () => {
    for (const s of parsed(d)) {
      const firstCi = s.instructions.findIndex((i) => i.getKeyword() === 'RUN' && /\bnpm ci\b/.test(argumentsOf(i)));
      if (firstCi < 0) continue;
      const lockCopy = s.instructions.findIndex(
        (i) => i.getKeyword() === 'COPY' && argumentsOf(i).split(' ').includes('package-lock.json'),
      );
      expect([s.name, lockCopy >= 0 && lockCopy < firstCi]).toEqual([s.name, true]);
    }
  });

  it('installs only its own workspace in the build stage', () => {
    expect(runs(stage(d, 'build')).join('\n')).toMatch(new RegExp(`npm ci --workspace ${d.dir} `));
  });

  it('builds from the sources the workspace packages it needs, then itself', () => {
    const copied = copies(stage(d, 'build'))
      .filter((c) => c.from === undefined)
      .flatMap((c) => c.sources);
    const build = runs(stage(d, 'build')).find((c) => c.startsWith('npm run build')) ?? '';
    for (const dir of [...buildPackages(d.dir), d.dir]) {
      expect(copied).toContain(dir);
      expect(build).toContain(`--workspace ${dir}`);
    }
    expect(copied).toContain('tsconfig.base.json');
    expect(build.lastIndexOf(`--workspace ${d.dir}`)).toBeGreaterThan(Math.max(...buildPackages(d.dir).map((p) => build.indexOf(p))));
  });

  it('never copies node_modules into the final image', () => {
    for (const c of copies(finalStage(d))) expect(c.sources.join(' ')).not.toMatch(/node_modules/);
  });
});

describe.each(node)('$dir/Dockerfile (a Node server)', (d) => {
  const final = () => finalStage(d);

  it(`runs on ${NODE_IMAGE} as its node user`, () => {
    expect(final().image).toBe(NODE_IMAGE);
    expect(last(final(), 'USER')).toBe('node');
  });

  it('is production: NODE_ENV, listening on every interface on its port', () => {
    expect(env(final())).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0', PORT: String(d.devPort) });
  });

  it('installs production dependencies only, of exactly the workspaces it runs', () => {
    const commands = runs(final()).join(' && ');
    expect(commands).toMatch(new RegExp(`npm ci --omit=dev --workspace ${d.dir} `));
    const stripped = /npm pkg delete devDependencies((?: --workspace \S+)+)/.exec(commands)?.[1] ?? '';
    const workspaces = [...stripped.matchAll(/--workspace (\S+)/g)].map((m) => m[1]).sort();
    expect(workspaces).toEqual([d.dir, ...runtimePackages(d.dir)].sort());
    expect(commands.indexOf('npm pkg delete devDependencies')).toBeLessThan(commands.indexOf('npm ci --omit=dev'));
  });

  it('takes the compiled output of itself and of those packages from the build stage', () => {
    const fromBuild = copies(final())
      .filter((c) => c.from === 'build')
      .flatMap((c) => c.sources);
    for (const dir of [d.dir, ...runtimePackages(d.dir)]) expect(fromBuild).toContain(`/app/${dir}/dist`);
  });

  it('listens where the image says: its server code reads HOST (else it binds 127.0.0.1, unreachable from other containers)', () => {
    const sources = (dir: string) =>
      readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.ts'))
        .map((file) => readText(join(dir, file)))
        .join('\n');
    const server = d.dir === 'gateway' ? sources('gateway/src') : sources('packages/service-kit/src');
    expect(server).toMatch(/\benv\.HOST\b/);
  });

  it('starts node dist/main.js in its own folder', () => {
    expect(last(final(), 'WORKDIR')).toBe(`/app/${d.dir}`);
    expect(keyword(final(), 'CMD').map(argumentsOf)).toEqual(['["node", "dist/main.js"]']);
  });
});

describe.each(node.filter((d) => d.dir.startsWith('services/')))('$dir/Dockerfile (a subgraph)', (d) => {
  it('ships the SDL it serves: its build copies src/**/*.graphql into the dist the image takes', () => {
    expect(readPackage(d.dir).scripts?.build).toMatch(/copySchemaFiles\('src', 'dist'\)/);
    expect(copies(finalStage(d))).toContainEqual({ from: 'build', sources: [`/app/${d.dir}/dist`], destination: `${d.dir}/dist` });
    expect(copies(finalStage(d)).flatMap((c) => c.sources)).not.toContainEqual(expect.stringMatching(/\.graphql$/));
  });
});

describe('gateway/Dockerfile', () => {
  const gateway = all.find((d) => d.dir === 'gateway') as Deployable;

  it("composes the supergraph from every subgraph's SDL at build time: the *.graphql files of services/*/src", () => {
    const schemas = stage(gateway, 'schemas');
    expect(copies(schemas)).toEqual([{ from: undefined, sources: ['services'], destination: 'services' }]);
    expect(runs(schemas)).toEqual([
      `find services -type f ! -path 'services/*/src/*.graphql' -delete && find services -type d -empty -delete`,
    ]);
    expect(copies(stage(gateway, 'build'))).toContainEqual({ from: 'schemas', sources: ['/src/services'], destination: 'services' });
    for (const dir of workspaceDirs().filter((w) => w.startsWith('services/'))) {
      expect(readdirSync(join(ROOT, dir, 'src'), { recursive: true, encoding: 'utf8' }).some((file) => file.endsWith('.graphql'))).toBe(
        true,
      );
    }
  });

  it('ships the composed supergraph.graphql', () => {
    expect(copies(finalStage(gateway))).toContainEqual({
      from: 'build',
      sources: ['/app/gateway/supergraph.graphql'],
      destination: 'gateway/supergraph.graphql',
    });
  });
});

describe.each(web)('$dir/Dockerfile (a front end)', (d) => {
  const final = () => finalStage(d);
  const contextCopies = () => copies(final()).filter((c) => c.from === undefined);

  it(`serves only the bundle, from ${WEB_IMAGE} as uid 101`, () => {
    expect(final().image).toBe(WEB_IMAGE);
    expect(last(final(), 'USER')).toBe('101');
    expect(copies(final()).filter((c) => c.from === 'build')).toEqual([
      { from: 'build', sources: [`/app/${d.dir}/dist/`], destination: '/usr/share/nginx/html/' },
    ]);
  });

  it("with Brigade's nginx.conf", () => {
    expect(contextCopies()).toContainEqual({ from: undefined, sources: ['docker/web/nginx.conf'], destination: '/etc/nginx/nginx.conf' });
  });

  it(d.dir === 'shell' ? 'falls back to index.html for client-side routes' : 'has no index.html fallback (a remote has no routes)', () => {
    const spa = contextCopies().some((c) => c.sources.includes('docker/web/spa.conf'));
    expect(spa).toBe(d.dir === 'shell');
  });
});

describe('shell/Dockerfile', () => {
  it("ships public/ (icons, keycloak-js's silent-check-sso.html) beside the bundle", () => {
    const shell = all.find((d) => d.dir === 'shell') as Deployable;
    expect(copies(finalStage(shell))).toContainEqual({
      from: undefined,
      sources: ['shell/public/'],
      destination: '/usr/share/nginx/html/',
    });
    expect(exists('shell/public/silent-check-sso.html')).toBe(true);
  });
});

describe('.dockerignore', () => {
  const ignored = readText('.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

  it.each(['**/node_modules', '**/dist', '**/.env', '.git'])('keeps %s out of the build context', (pattern) => {
    expect(ignored).toContain(pattern);
  });

  it('keeps every package.json and the lock file in it (the manifests stage needs them)', () => {
    for (const pattern of ignored) expect(['package.json', 'package-lock.json', '**/package.json']).not.toContain(pattern);
  });
});
