import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { argumentsOf, keyword, stages } from './support/dockerfile';
import { deployables, runtimePackages } from './support/deployables';
import { imageWorkspaces } from './support/image-workspaces';
import { readPackage, readText, ROOT, workspaceDirs } from './support/repo';

/**
 * dev-infra/ holds what only stands in for infrastructure on a bare machine, the dev runner and
 * the test kit.
 * None of it may ship: a deployable that needed it at run time would work under `npm start` and
 * fail in its container, where only its production dependencies are installed.
 */
const devInfra = workspaceDirs().filter((dir) => dir.startsWith('dev-infra/'));
const devInfraNames = devInfra.map((dir) => readPackage(dir).name);
const all = deployables();

/** Every .ts/.tsx/.js file under a folder's src/, as paths from the root. */
function sources(dir: string): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) return walk(path);
      return /\.(tsx?|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
  try {
    return walk(`${dir}/src`);
  } catch {
    return [];
  }
}

describe('dev-infra/', () => {
  it('holds the stand-ins and the dev runner, and is an npm workspace folder', () => {
    expect(devInfraNames.sort()).toEqual(
      [
        '@brigade/demo-kitchen',
        '@brigade/dev-stack',
        '@brigade/embedded-kafka',
        '@brigade/embedded-mail',
        '@brigade/embedded-mongo',
        '@brigade/keycloak-standin',
        '@brigade/test-kit',
      ].sort(),
    );
  });

  it('holds nothing deployable', () => {
    for (const d of all) expect(d.dir).not.toMatch(/^dev-infra\//);
  });
});

describe.each(all)('$dir', (d) => {
  it("reaches nothing in dev-infra/ through its production dependencies, theirs or their peers'", () => {
    expect(runtimePackages(d.dir).filter((dir) => dir.startsWith('dev-infra/'))).toEqual([]);
  });

  it('imports nothing from dev-infra/ in the code it runs, nor in the packages it runs with', () => {
    const importing = [d.dir, ...runtimePackages(d.dir)].flatMap(sources).filter((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      return devInfraNames.some((name) => text.includes(`'${name}'`) || text.includes(`"${name}"`)) || /['"][./]*dev-infra\//.test(text);
    });
    expect(importing).toEqual([]);
  });

  it('copies nothing from dev-infra/ into its image', () => {
    const copied = stages(readText(`docker/${d.kind}/Dockerfile`))
      .flatMap((s) => keyword(s, 'COPY'))
      .map(argumentsOf)
      .filter((args) => /(^|\s|\/app\/)dev-infra\//.test(args));
    expect(copied).toEqual([]);
    // The Dockerfile copies the workspaces docker/workspaces.mjs names for it.
    const named = [...imageWorkspaces('build', d.dir), ...imageWorkspaces('runtime', d.dir)];
    expect(named.filter((dir) => dir.startsWith('dev-infra/'))).toEqual([]);
  });
});
