import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { constants as zlib, type BrotliOptions } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import type { Configuration } from 'webpack';
import { BundleAnalyzerPlugin } from 'webpack-bundle-analyzer';
import { devServer, refreshPlugins } from './dev';

export type AppOptions = {
  /** Federation name: `shell`, `mfe_auth`, `mfe_superadmin`, `mfe_kitchen`. */
  name: string;
  /** The app's folder (its package.json, src/, dist/). */
  dir: string;
  /** Modules a remote exposes, e.g. `{ './App': './src/App.tsx' }`. */
  exposes?: Record<string, string>;
  /** The host gets an index.html; remotes are only loaded through the host. */
  html?: boolean;
  /** Extra markup for the host page: inline checks in the head, fallbacks in the body. */
  head?: string;
  body?: string;
};

/**
 * Singletons across the host and every remote (ARCHITECTURE.md section 6). @brigade/ui is not one
 * (#26): it keeps no state that crosses apps, and a shared module is bundled whole, so the shared kit
 * brought antd to the sign-in page, which uses only its plain components. Each app bundles what it imports.
 */
const SHARED = ['react', 'react-dom', 'antd', '@apollo/client', 'graphql', 'react-intl', 'react-router-dom'];

/**
 * antd is provided as `shared/antd.mjs`, the components Brigade uses re-exported, so the shared copy
 * is tree-shaken; its version is the installed antd's, which the apps' required versions are checked
 * against (the file's own package is web-build).
 */
const ANTD_USED = join(__dirname, '..', 'shared', 'antd.mjs');
const installedVersion = (name: string, dir: string): string =>
  (JSON.parse(readFileSync(require.resolve(`${name}/package.json`, { paths: [dir] }), 'utf8')) as { version: string }).version;

type PackageJson = { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };

/**
 * Brigade's own browser packages (@brigade/ui, console-kit, recipe-editor, units), and the ones they use,
 * are compiled from their TypeScript sources (`<name>$` aliases to `src/index.ts`) rather than their
 * CommonJS dist/, which jest and the type checks read: as ES modules webpack drops what an app does not
 * import and splits off what a screen loads with import() (#26). Deep imports (`@brigade/x/dist/...`)
 * still reach dist/.
 */
function packageSources(dir: string, pkg: PackageJson): Record<string, string> {
  const aliases: Record<string, string> = {};
  const visit = (from: string, deps: PackageJson) => {
    for (const name of Object.keys({ ...deps.dependencies, ...deps.peerDependencies })) {
      if (!name.startsWith('@brigade/') || aliases[`${name}$`]) continue;
      let manifest: string;
      try {
        manifest = realpathSync(require.resolve(`${name}/package.json`, { paths: [from] }));
      } catch {
        continue;
      }
      const entry = join(dirname(manifest), 'src', 'index.ts');
      if (!existsSync(entry)) continue;
      aliases[`${name}$`] = entry;
      visit(dirname(manifest), JSON.parse(readFileSync(manifest, 'utf8')) as PackageJson);
    }
  };
  visit(dir, pkg);
  return aliases;
}

type SharedConfig = { singleton: true; requiredVersion: string | false; import?: string; version?: string };

/**
 * What the browser downloads (scripts, styles, the page, manifests, icons) is written beside itself
 * compressed at the highest levels, `<file>.br` (brotli) and `<file>.gz` (gzip), for the web servers
 * to send as they are (dev-stack's web-server.ts, nginx's gzip_static). Source maps are left out
 * (only developer tools fetch them), and so is what is too small to gain or does not shrink by a fifth.
 */
const COMPRESSED = /\.(js|css|html|json|svg)$/;
const precompress = () => [
  new CompressionPlugin({
    test: COMPRESSED,
    threshold: 1024,
    algorithm: 'gzip',
    compressionOptions: { level: 9 },
    filename: '[path][base].gz',
  }),
  new CompressionPlugin<BrotliOptions>({
    test: COMPRESSED,
    threshold: 1024,
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
    filename: '[path][base].br',
  }),
];

/**
 * `BUNDLE_REPORT=1 npm run build -w <app>` also writes `<app>/bundle-report.html`, webpack-bundle-analyzer's
 * treemap of every chunk with its modules (parsed and gzipped sizes), beside dist/ so no server sends it.
 */
function bundleReport(dir: string) {
  if (!process.env.BUNDLE_REPORT) return [];
  return [
    new BundleAnalyzerPlugin({
      analyzerMode: 'static',
      reportFilename: join(dir, 'bundle-report.html'),
      openAnalyzer: false,
      logLevel: 'warn',
    }),
  ];
}

const page = (head = '', body = '') => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><link rel="icon" href="/icon/logo.svg" /><title>Brigade</title><style>body{margin:0}</style>${head}</head>
  <body><div id="root"></div>${body}</body>
</html>`;

/**
 * The webpack config of the shell or a remote, as a function of the mode (the manifest-demo
 * habit): federation with `mf-manifest.json`, shared singletons whose required versions come
 * from the app's own package.json, content-hashed file names, no eager sharing (each app starts
 * through an async `import('./bootstrap')`). Under `webpack serve` (`WEBPACK_SERVE`, as webpack-cli
 * and `serve.ts` set it) the same config gains the dev server, hot updates and React Fast Refresh.
 */
export function createConfig(options: AppOptions) {
  return (env: { WEBPACK_SERVE?: boolean } | undefined, argv: { mode?: 'development' | 'production' }): Configuration => {
    const mode = argv.mode ?? 'production';
    const hot = Boolean(env?.WEBPACK_SERVE) && mode === 'development';
    const pkg = JSON.parse(readFileSync(join(options.dir, 'package.json'), 'utf8')) as PackageJson;
    const deps = pkg.dependencies ?? {};
    const shared: Record<string, SharedConfig> = {};
    for (const name of SHARED) {
      if (!deps[name]) continue;
      shared[name] = { singleton: true, requiredVersion: deps[name] ?? false };
      if (name === 'antd') Object.assign(shared[name], { import: ANTD_USED, version: installedVersion('antd', options.dir) });
      if (name === 'react' || name === 'react-dom') shared[`${name}/`] = { singleton: true, requiredVersion: deps[name] ?? false };
    }
    const html = page(options.head, options.body);
    return {
      mode,
      context: options.dir,
      // Rebuilding after a small change reuses every module and minified chunk that did not change.
      // Build dependencies are what webpack cannot see in the sources: this config, the app's
      // webpack.config.js and package.json (shared versions); the page markup is read from files
      // the config reads, so it keys the cache version.
      cache: {
        type: 'filesystem',
        name: `${options.name}-${mode}`,
        version: createHash('sha256').update(html).digest('hex').slice(0, 16),
        buildDependencies: {
          config: [__filename, join(options.dir, 'webpack.config.js'), join(options.dir, 'package.json')],
        },
      },
      entry: './src/index.ts',
      devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: join(options.dir, 'dist'),
        // The host serves deep links (/auth/admin/...), so its assets load from the root; a remote's
        // load from wherever its manifest was fetched.
        publicPath: options.html ? '/' : 'auto',
        // Served from memory and replaced in place by hot updates, dev files need no content hash.
        filename: hot ? '[name].js' : '[name].[contenthash].js',
        chunkFilename: hot ? '[name].js' : '[name].[contenthash].js',
        uniqueName: options.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: packageSources(options.dir, pkg),
        // The packages' sources name their modules as built ('./phone-number.js'), as node16 resolution wants.
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: hot, refresh: hot } },
                  target: 'es2020',
                },
              },
            },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: options.name,
          filename: 'remoteEntry.js',
          exposes: options.exposes,
          shared,
          // The default, 'version-first', fetches every registered remote's entry the first time a
          // shared module loads, to compare versions: once antd and Apollo waited for the console
          // frame (#26), a recipe list fetched the entries of remotes it never showed (55 kB). The
          // apps are built together with one lock file, so the copy already loaded is the one to use.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
        }),
        ...(options.html ? [new HtmlWebpackPlugin({ templateContent: html })] : []),
        ...(hot ? refreshPlugins() : []),
        // Files on disk only: the dev server serves from memory, uncompressed.
        ...(env?.WEBPACK_SERVE ? [] : precompress()),
        ...(env?.WEBPACK_SERVE ? [] : bundleReport(options.dir)),
      ],
      // swc's minifier instead of terser: a remote's production build takes 10 s instead of 22 s on
      // this 2-core machine, and its bundle comes out slightly smaller (848 KB gzipped against 860).
      optimization: {
        minimizer: [
          new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } }),
        ],
      },
      performance: { hints: false },
      ...(env?.WEBPACK_SERVE
        ? {
            devServer: devServer(options),
            // One line per rebuild comes from serve.ts; stats add only what went wrong.
            stats: { preset: 'errors-warnings', errorsCount: false, warningsCount: false },
            infrastructureLogging: { level: 'error' as const },
          }
        : {}),
    };
  };
}
export { catalogueProblems, extractMessages } from './messages';
export { cspFor, framedBySelf, securityHeaders, type PageConfig, type PolicyOptions } from './csp';
