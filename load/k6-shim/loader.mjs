// Module hooks that load the k6 scripts the way k6 does: TypeScript with its types stripped, k6's
// own modules (here the shims beside this file), and nothing else: no bare imports and no
// relative import without its file extension, which k6 cannot resolve.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ts = createRequire(import.meta.url)('typescript');
const SHIMS = { k6: './k6.mjs', 'k6/http': './k6-http.mjs', 'k6/timers': './k6-timers.mjs' };
const LOAD = new URL('..', import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (SHIMS[specifier]) return { url: new URL(SHIMS[specifier], import.meta.url).href, shortCircuit: true };
  const fromScript = context.parentURL?.startsWith(LOAD) && !context.parentURL.includes('/k6-shim/');
  if (fromScript && !specifier.startsWith('.')) throw new Error(`k6 cannot load '${specifier}' (from ${context.parentURL})`);
  if (fromScript && !/\.(ts|js|mjs)$/.test(specifier))
    throw new Error(`k6 needs the file extension: '${specifier}' (from ${context.parentURL})`);
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.endsWith('.ts')) return next(url, context);
  const { outputText } = ts.transpileModule(readFileSync(fileURLToPath(url), 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2020, verbatimModuleSyntax: true },
    fileName: fileURLToPath(url),
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
