import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The shared antd (shared/antd.mjs) offers only the components it lists: one used anywhere but not
 * listed would be undefined in the browser, and one listed but used nowhere costs every page its
 * bytes. Both lists come from the sources of every workspace that depends on antd.
 */
const ROOT = join(__dirname, '..', '..', '..');
const SHARED_ANTD = join(__dirname, '..', 'shared', 'antd.mjs');

function workspacesUsingAntd(): string[] {
  const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
  const dirs = root.workspaces.flatMap((pattern) =>
    pattern.endsWith('/*') ? readdirSync(join(ROOT, pattern.slice(0, -2))).map((name) => join(pattern.slice(0, -2), name)) : [pattern],
  );
  return dirs.filter((dir) => {
    const file = join(ROOT, dir, 'package.json');
    if (!existsSync(file)) return false;
    // The apps depend on antd; the browser packages take the apps' copy as a peer.
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<'dependencies' | 'peerDependencies', Record<string, string>>>;
    return Boolean(pkg.dependencies?.antd ?? pkg.peerDependencies?.antd);
  });
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Value imports from 'antd' (type-only ones cost nothing), with a file that uses each. */
function usedComponents(): Map<string, string> {
  const used = new Map<string, string>();
  for (const dir of workspacesUsingAntd()) {
    for (const file of sourceFiles(join(ROOT, dir, 'src'))) {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
      for (const statement of source.statements) {
        if (!ts.isImportDeclaration(statement) || (statement.moduleSpecifier as ts.StringLiteral).text !== 'antd') continue;
        const clause = statement.importClause;
        if (!clause || clause.isTypeOnly) continue;
        const bindings = clause.namedBindings;
        if (clause.name || (bindings && ts.isNamespaceImport(bindings)))
          throw new Error(`${relative(ROOT, file)} imports antd whole; import the components by name`);
        for (const element of bindings?.elements ?? []) {
          if (!element.isTypeOnly) used.set((element.propertyName ?? element.name).text, relative(ROOT, file));
        }
      }
    }
  }
  return used;
}

function sharedComponents(): string[] {
  const source = ts.createSourceFile(SHARED_ANTD, readFileSync(SHARED_ANTD, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) =>
    ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)
      ? statement.exportClause.elements.map((element) => element.name.text)
      : [],
  );
}

describe('the shared antd', () => {
  const used = usedComponents();
  const shared = sharedComponents();

  it('finds the front ends: the shell, the three remotes and the browser packages import antd', () => {
    expect(workspacesUsingAntd().sort()).toEqual(
      expect.arrayContaining([
        'shell',
        'mfe-auth',
        'mfe-kitchen',
        'mfe-superadmin',
        'packages/ui',
        'packages/console-kit',
        'packages/recipe-editor',
      ]),
    );
    expect(used.size).toBeGreaterThan(10);
  });

  it('offers every component a front end imports', () => {
    const missing = [...used].filter(([name]) => !shared.includes(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('offers nothing no front end imports', () => {
    expect(shared.filter((name) => !used.has(name))).toEqual([]);
  });
});
