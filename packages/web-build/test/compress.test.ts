import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import webpack, { type Configuration, type WebpackPluginInstance } from 'webpack';
import { createConfig } from '../src';

/** The name rule of dev-stack's web-server.ts and docker/web/nginx.conf: content-hashed, kept a year. */
const HASHED = /\.[0-9a-f]{16,}\.(js|css)(\.map)?$/;

const app = mkdtempSync(join(tmpdir(), 'web-build-compress-'));
writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', dependencies: {} }));
const config = (env: { WEBPACK_SERVE?: boolean } | undefined, mode: 'development' | 'production') =>
  createConfig({ name: 'mfe_app', dir: app, exposes: { './App': './src/App.tsx' } })(env, { mode });
const compression = (c: Configuration) =>
  (c.plugins ?? []).filter((p): p is WebpackPluginInstance => p?.constructor.name === 'CompressionPlugin');

function build(options: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(options, (err, stats) => {
      if (err || !stats || stats.hasErrors()) reject(err ?? new Error(stats?.toString('errors-only')));
      else resolve();
    });
  });
}

describe('createConfig: precompressed files for the web servers', () => {
  it('writes no compressed files under the dev server (served from memory)', () => {
    expect(compression(config({ WEBPACK_SERVE: true }, 'development'))).toHaveLength(0);
    expect(compression(config(undefined, 'production'))).toHaveLength(2);
  });

  it('writes <file>.br and <file>.gz beside each content-hashed script and the manifest, none for source maps or what is too small', async () => {
    const production = config(undefined, 'production');
    const out = join(app, 'dist');
    writeFileSync(join(app, 'index.js'), `import('./page').then((m) => m.show());\n${'console.log("mise en place");\n'.repeat(60)}`);
    writeFileSync(join(app, 'page.js'), `export function show() {\n${'  console.log("service");\n'.repeat(80)}}\n`);
    // The build's own naming and compression, on two small modules instead of a federated app.
    await build({
      mode: 'production',
      context: app,
      entry: './index.js',
      devtool: 'source-map',
      output: { ...production.output, path: out },
      plugins: [
        ...compression(production),
        {
          apply: (compiler) =>
            compiler.hooks.thisCompilation.tap('manifest', (compilation) =>
              compilation.hooks.processAssets.tap({ name: 'manifest', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
                compilation.emitAsset(
                  'mf-manifest.json',
                  new webpack.sources.RawSource(JSON.stringify({ exposes: Array(60).fill({ path: './App' }) })),
                );
                compilation.emitAsset('small.json', new webpack.sources.RawSource('{"a":1}'));
              }),
            ),
        },
      ],
      optimization: { minimize: false },
    });
    const files = readdirSync(out);
    const scripts = files.filter((f) => f.endsWith('.js'));
    expect(scripts).toHaveLength(2);
    for (const name of [...scripts, 'mf-manifest.json']) {
      if (name.endsWith('.js')) expect(name).toMatch(HASHED);
      const raw = readFileSync(join(out, name));
      expect(brotliDecompressSync(readFileSync(join(out, `${name}.br`))).equals(raw)).toBe(true);
      expect(gunzipSync(readFileSync(join(out, `${name}.gz`))).equals(raw)).toBe(true);
      expect(readFileSync(join(out, `${name}.br`)).length).toBeLessThan(raw.length / 4);
    }
    expect(files.filter((f) => /\.map\.(br|gz)$/.test(f))).toEqual([]);
    expect(files).not.toContain('small.json.br');
    expect(files).not.toContain('small.json.gz');
  });
});
