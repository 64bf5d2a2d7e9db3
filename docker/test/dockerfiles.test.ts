import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { argumentsOf, copies, env, keyword, stages, type Stage } from './support/dockerfile';
import { buildPackages, deployables, runtimePackages, WEB_PORT, type Deployable } from './support/deployables';
import { imageWorkspaces } from './support/image-workspaces';
import { sourcesStageOutput } from './support/sources-stage';
import { exists, readPackage, readText, ROOT, workspaceDirs } from './support/repo';

type Engines = { engines?: { node?: string }; devDependencies?: Record<string, string> };
const rootPackage = JSON.parse(readText('package.json')) as Engines;
/** The one Node major: root engines.node ("24.x"), which npm scripts, images and servers all use. */
const NODE_MAJOR = /^(\d+)\.x$/.exec(rootPackage.engines?.node ?? '')?.[1];
const NODE_IMAGE = `node:${NODE_MAJOR}-bookworm-slim`;
const WEB_IMAGE = 'nginxinc/nginx-unprivileged:1.27-alpine';

const all = deployables();
const node = all.filter((d) => d.kind === 'node');
type Kind = Deployable['kind'];
const KINDS: Kind[] = ['node', 'web'];
const dockerfile = (kind: Kind): string => `docker/${kind}/Dockerfile`;
const parsed = (kind: Kind): Stage[] => stages(readText(dockerfile(kind)));
const finalStage = (kind: Kind): Stage => parsed(kind).at(-1) as Stage;
const stage = (kind: Kind, name: string): Stage => {
  const found = parsed(kind).find((s) => s.name === name);
  if (!found) throw new Error(`${dockerfile(kind)} has no stage ${name}`);
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

describe('one Dockerfile per kind', () => {
  it('no deployable keeps a Dockerfile of its own: docker/node builds the servers, docker/web the front ends', () => {
    expect(all.filter((d) => exists(join(d.dir, 'Dockerfile'))).map((d) => d.dir)).toEqual([]);
    for (const kind of KINDS) expect(exists(dockerfile(kind))).toBe(true);
  });
});

describe.each(KINDS)('docker/%s/Dockerfile', (kind) => {
  it('is multi-stage, every base image pinned to a tag', () => {
    expect(parsed(kind).length).toBeGreaterThanOrEqual(2);
    for (const s of parsed(kind)) expect(s.image).toMatch(/^[\w./-]+:[\w.-]+$/);
    for (const s of parsed(kind)) expect(s.image).not.toMatch(/:latest$/);
  });

  it('runs its final stage as a user other than root', () => {
    const user = last(finalStage(kind), 'USER');
    expect(user).toBeDefined();
    expect(['root', '0', '0:0']).not.toContain(user);
  });

  it('checks its own health on /healthz', () => {
    const healthchecks = keyword(finalStage(kind), 'HEALTHCHECK').map(argumentsOf);
    expect(healthchecks).toHaveLength(1);
    expect(healthchecks[0]).toMatch(/^CMD .*127\.0\.0\.1.*\/healthz/);
  });

  it('installs from the lock file with npm ci, never npm install', () => {
    const commands = parsed(kind).flatMap(runs);
    expect(commands.some((c) => /\bnpm ci\b/.test(c))).toBe(true);
    for (const c of commands) expect(c).not.toMatch(/\bnpm (install|i|add|update)\b|\byarn\b|\bpnpm\b/);
  });

  it('copies package-lock.json into every stage before it runs npm ci there', () => {
    for (const s of parsed(kind)) {
      const firstCi = s.instructions.findIndex((i) => i.getKeyword() === 'RUN' && /\bnpm ci\b/.test(argumentsOf(i)));
      if (firstCi < 0) continue;
      const lockCopy = s.instructions.findIndex(
        (i) => i.getKeyword() === 'COPY' && argumentsOf(i).split(' ').includes('package-lock.json'),
      );
      expect([s.name, lockCopy >= 0 && lockCopy < firstCi]).toEqual([s.name, true]);
    }
  });

  it('installs only the workspace it is given in the build stage', () => {
    expect(runs(stage(kind, 'build')).join('\n')).toMatch(/npm ci --workspace "\$WORKSPACE" /);
  });

  it('builds the packages docker/workspaces.mjs names first, then the workspace, from the sources stage only', () => {
    const build = stage(kind, 'build');
    expect(copies(build).filter((c) => c.from === undefined)).toEqual([
      { from: undefined, sources: ['package-lock.json'], destination: './' },
    ]);
    expect(copies(build)).toContainEqual({ from: 'sources', sources: ['/out'], destination: './' });
    const command = runs(build).find((c) => c.startsWith('npm run build')) ?? '';
    const packagesFirst = command.indexOf('npm run build $(node docker/workspaces.mjs build "$WORKSPACE" --flags)');
    expect(packagesFirst).toBe(0);
    expect(command.indexOf('npm run build --workspace "$WORKSPACE"')).toBeGreaterThan(packagesFirst);
  });

  it('never copies node_modules into the final image', () => {
    for (const c of copies(finalStage(kind))) expect(c.sources.join(' ')).not.toMatch(/node_modules/);
  });
});

describe.each(all)('$dir, as its image builds it', (d) => {
  it('compiles exactly the workspace packages it imports (webpack.config.js too), each after its own dependencies', () => {
    const order = imageWorkspaces('build', d.dir);
    expect([...order].sort()).toEqual(buildPackages(d.dir));
    for (const [i, dir] of order.entries()) {
      for (const dep of buildPackages(dir)) expect(order.indexOf(dep)).toBeLessThan(i);
    }
  });

  it('runs with exactly its production closure of workspace packages', () => {
    expect([...imageWorkspaces('runtime', d.dir)].sort()).toEqual(runtimePackages(d.dir));
  });

  it('gets from the sources stage the workspace, those packages and (a server) every SDL file, and nothing else', () => {
    const out = sourcesStageOutput(d);
    const expected = [d.dir, ...buildPackages(d.dir)];
    for (const dir of expected) expect([dir, existsSync(join(out, dir, 'package.json'))]).toEqual([dir, true]);
    const present = workspaceDirs().filter((dir) => existsSync(join(out, dir, 'package.json')));
    expect(present.sort()).toEqual(expected.sort());
    expect(existsSync(join(out, 'tsconfig.base.json'))).toBe(true);
    const sdl = (root: string) =>
      workspaceDirs()
        .filter((dir) => dir.startsWith('services/'))
        .flatMap((dir) =>
          existsSync(join(root, dir, 'src'))
            ? readdirSync(join(root, dir, 'src'), { recursive: true, encoding: 'utf8' })
                .filter((file) => file.endsWith('.graphql'))
                .map((file) => join(dir, 'src', file))
            : [],
        )
        .sort();
    if (d.kind === 'node') expect(sdl(out)).toEqual(sdl(ROOT));
    else expect(sdl(out)).toEqual([]);
  });
});

describe.each(node)('$dir, a Node server image', (d) => {
  it('listens where the image says: its server code reads HOST (else it binds 127.0.0.1, unreachable from other containers)', () => {
    const sources = (dir: string) =>
      readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.ts'))
        .map((file) => readText(join(dir, file)))
        .join('\n');
    // Its own code and the runtime it starts through: the gateway reads HOST as the subgraphs do, in service-kit's serverConfig.
    const server = [sources(`${d.dir}/src`), sources('packages/service-kit/src')].join('\n');
    expect(server).toMatch(/\benv\.HOST\b/);
  });
});

describe('docker/node/Dockerfile (the Node servers)', () => {
  const final = () => finalStage('node');

  it(`runs on ${NODE_IMAGE} as its node user`, () => {
    expect(final().image).toBe(NODE_IMAGE);
    expect(last(final(), 'USER')).toBe('node');
  });

  it('is production: NODE_ENV, listening on every interface on the port it is given, which it exposes', () => {
    expect(keyword(final(), 'ARG').map(argumentsOf)).toEqual(expect.arrayContaining(['WORKSPACE', 'PORT']));
    expect(env(final())).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0', PORT: '${PORT}' });
    expect(keyword(final(), 'EXPOSE').map(argumentsOf)).toEqual(['${PORT}']);
  });

  it('installs production dependencies only, of exactly the workspaces it runs', () => {
    const commands = runs(final()).join(' && ');
    expect(commands).toContain(
      'npm pkg delete devDependencies --workspace "$WORKSPACE" $(node docker/workspaces.mjs runtime "$WORKSPACE" --flags)',
    );
    expect(commands).toMatch(/npm ci --omit=dev --workspace "\$WORKSPACE" /);
    expect(commands.indexOf('npm pkg delete devDependencies')).toBeLessThan(commands.indexOf('npm ci --omit=dev'));
  });

  it("takes from the build stage only the compiled output of the workspace and its run-time packages (and the gateway's supergraph)", () => {
    expect(copies(final()).filter((c) => c.from !== undefined)).toEqual([
      { from: 'manifests', sources: ['/src'], destination: './' },
      { from: 'build', sources: ['/ship'], destination: './' },
    ]);
    const assemble = runs(stage('node', 'build')).join(' && ');
    expect(assemble).toContain(
      'for dir in $(node docker/workspaces.mjs runtime "$WORKSPACE") "$WORKSPACE"; do mkdir -p "/ship/$dir" && cp -r "$dir/dist" "/ship/$dir/"; done',
    );
    expect(assemble).toContain(
      'if [ -f "$WORKSPACE/supergraph.graphql" ]; then cp "$WORKSPACE/supergraph.graphql" "/ship/$WORKSPACE/"; fi',
    );
  });

  it('starts node dist/main.js in the workspace folder', () => {
    expect(last(final(), 'WORKDIR')).toBe('/app/${WORKSPACE}');
    expect(keyword(final(), 'CMD').map(argumentsOf)).toEqual(['["node", "dist/main.js"]']);
  });
});

describe.each(node.filter((d) => d.dir.startsWith('services/')))('$dir (a subgraph)', (d) => {
  it('ships the SDL it serves: its build copies src/**/*.graphql into the dist the image takes', () => {
    expect(readPackage(d.dir).scripts?.build).toMatch(/copySchemaFiles\('src', 'dist'\)/);
  });
});

describe('the gateway', () => {
  it("composes the supergraph at build time from every subgraph's SDL, which the sources stage gives it", () => {
    expect(readPackage('gateway').scripts?.build).toMatch(/compose/);
    for (const dir of workspaceDirs().filter((w) => w.startsWith('services/'))) {
      expect(readdirSync(join(ROOT, dir, 'src'), { recursive: true, encoding: 'utf8' }).some((file) => file.endsWith('.graphql'))).toBe(
        true,
      );
    }
  });
});

describe('docker/web/Dockerfile (the front ends)', () => {
  const final = () => finalStage('web');
  const contextCopies = () => copies(final()).filter((c) => c.from === undefined);

  it(`serves only the site, from ${WEB_IMAGE} as uid 101 on ${WEB_PORT}`, () => {
    expect(final().image).toBe(WEB_IMAGE);
    expect(last(final(), 'USER')).toBe('101');
    expect(copies(final()).filter((c) => c.from !== undefined)).toEqual([
      { from: 'build', sources: ['/site/'], destination: '/usr/share/nginx/html/' },
    ]);
    expect(keyword(final(), 'EXPOSE').map(argumentsOf)).toEqual([String(WEB_PORT)]);
  });

  it("with Brigade's nginx.conf", () => {
    expect(contextCopies()).toContainEqual({ from: undefined, sources: ['docker/web/nginx.conf'], destination: '/etc/nginx/nginx.conf' });
  });

  it('falls back to index.html only when told (the shell), never by default (a remote has no routes)', () => {
    expect(keyword(final(), 'ARG').map(argumentsOf)).toContain('SPA_FALLBACK=false');
    expect(runs(final()).join('\n')).toContain(
      'if [ "$SPA_FALLBACK" = "true" ]; then mv /tmp/spa.conf /etc/nginx/brigade.d/spa.conf; else rm /tmp/spa.conf; fi',
    );
  });

  it("serves a workspace's public/ beside its bundle (the shell's icons, keycloak-js's silent-check-sso.html)", () => {
    const site = runs(stage('web', 'build')).join(' && ');
    expect(site).toContain('if [ -d "$WORKSPACE/public" ]; then cp -r "$WORKSPACE/public/." /site/; fi');
    expect(site.indexOf('public/.')).toBeLessThan(site.indexOf('cp -r "$WORKSPACE/dist/." /site/'));
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
