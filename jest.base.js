/**
 * The jest setup every workspace uses: TypeScript through swc (type checking is `npm run typecheck`),
 * tests under test/. A workspace's jest.config.js passes only what differs; `esm: MARKDOWN_ESM` (or
 * another list) lets jest compile those ESM-only packages to CommonJS.
 */
const MARKDOWN_ESM = [
  'react-markdown',
  'remark-[^/]+',
  'unified',
  'bail',
  'trough',
  'vfile[^/]*',
  'unist-[^/]+',
  'mdast-[^/]+',
  'micromark[^/]*',
  'hast-[^/]+',
  'decode-named-character-reference',
  'character-entities[^/]*',
  'character-reference-invalid',
  'comma-separated-tokens',
  'space-separated-tokens',
  'property-information',
  'html-url-attributes',
  'devlop',
  'ccount',
  'estree-util-[^/]+',
  'is-plain-obj',
  'is-alphabetical',
  'is-alphanumerical',
  'is-decimal',
  'is-hexadecimal',
  'longest-streak',
  'parse-entities',
  'stringify-entities',
  'trim-lines',
  'zwitch',
  '@ungap/structured-clone',
];

// Every test runs on the Node Brigade ships on (root engines.node), never silently on the machine's
// own: npm scripts put the pinned one first on the PATH, and a jest started another way stops here.
const wantedNode = Number(/^(\d+)/.exec(require('./package.json').engines.node)[1]);
if (Number(process.versions.node.split('.')[0]) !== wantedNode)
  throw new Error(`Brigade's tests run on Node ${wantedNode}, not ${process.versions.node}: run them through npm (npm test)`);

module.exports = ({ esm, ...overrides } = {}) => {
  const config = {
    testEnvironment: 'node',
    roots: ['<rootDir>/test'],
    testMatch: ['**/*.test.ts'],
    transform: { '^.+\\.tsx?$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
    testTimeout: 60000,
    ...overrides,
  };
  if (!esm) return config;
  return {
    ...config,
    transform: { ...config.transform, '^.+\\.js$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
    transformIgnorePatterns: [`/node_modules/(?!(${esm.join('|')})/)`],
  };
};
module.exports.MARKDOWN_ESM = MARKDOWN_ESM;

/**
 * The browser packages' built files load some screens and libraries with import() (their own chunks in
 * the browser, #26); jest runs a built file's import() only once it is compiled to require(). A front
 * end's jest.config.js adds this to its transform.
 */
module.exports.BUILT_IMPORTS = {
  '/packages/(ui|console-kit|recipe-editor)/dist/.+\\.js$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
};
