import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** A package reached by a page's static imports, and the chain of files that reaches it. */
export type Reached = { module: string; chain: string[] };

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveRelative(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext)]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** `@brigade/<name>`'s TypeScript entry, as web-build compiles it (packageSources). */
function brigadeEntry(from: string, name: string): string | null {
  try {
    const entry = join(dirname(realpathSync(require.resolve(`${name}/package.json`, { paths: [dirname(from)] }))), 'src', 'index.ts');
    return existsSync(entry) ? entry : null;
  } catch {
    return null;
  }
}

type Import = { specifier: string; names: string[] | 'all' };

/** A file's value imports and re-exports (type-only ones cost nothing), with the names each takes. */
function valueImports(file: string): Import[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: Import[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
      const bindings = clause?.namedBindings;
      if (!clause || clause.name || (bindings && ts.isNamespaceImport(bindings))) found.push({ specifier, names: 'all' });
      else {
        const names = (bindings?.elements ?? []).filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text);
        if (names.length > 0) found.push({ specifier, names });
      }
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
      const clause = statement.exportClause;
      const names = clause && ts.isNamedExports(clause) ? clause.elements.filter((e) => !e.isTypeOnly).map((e) => e.name.text) : 'all';
      if (names === 'all' || names.length > 0) found.push({ specifier, names });
    }
  }
  return found;
}

/** Which file of a package entry's re-exports serves each name (`export { X } from './x'`). */
function reExports(entry: string): Map<string, string> {
  const served = new Map<string, string>();
  for (const { specifier, names } of valueImports(entry)) {
    const file = specifier.startsWith('.') ? resolveRelative(entry, specifier) : null;
    if (file && names !== 'all') for (const name of names) served.set(name, file);
  }
  return served;
}

/**
 * Every outside package a page's code reaches through static imports from `entry`, the way webpack
 * bundles it: `import()` is a chunk of its own and is not followed; Brigade's packages are followed
 * from their sources, through the file that serves each imported name (they say `sideEffects: false`,
 * so webpack keeps only those). A check that the first load of a page stays without, say, antd (#26).
 */
export function firstLoadPackages(entry: string): Reached[] {
  const reached = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const here = [...chain, file];
    for (const { specifier, names } of valueImports(file)) {
      if (specifier.startsWith('.')) {
        const next = resolveRelative(file, specifier);
        if (next) visit(next, here);
        continue;
      }
      const packageEntry = specifier.startsWith('@brigade/') ? brigadeEntry(file, specifier) : null;
      if (!packageEntry) {
        const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
        if (!reached.has(name)) reached.set(name, here);
        continue;
      }
      const served = reExports(packageEntry);
      const files = names === 'all' ? [packageEntry] : names.map((name) => served.get(name) ?? packageEntry);
      for (const next of new Set(files)) visit(next, [...here, packageEntry]);
    }
  };
  visit(entry, []);
  const root = dirname(entry);
  return [...reached].map(([module, chain]) => ({ module, chain: chain.map((file) => relative(root, file)) }));
}
