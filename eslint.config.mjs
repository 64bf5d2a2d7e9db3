// One lint configuration for every workspace: the recommended JS and TypeScript rules, with
// formatting left to Prettier.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const MONGOOSE_NEW = {
  selector: "CallExpression[callee.property.name=/^find(One|ById)AndUpdate$/] > ObjectExpression > Property[key.name='new']",
  message: "Use { returnDocument: 'after' } instead of mongoose's deprecated `new` option.",
};

/** Money and percentages agree on every screen only while one module formats them. */
const OWN_MONEY_FORMAT = ['currency', 'percent'].flatMap((style) => [
  {
    selector: `Property[key.name='style'][value.value='${style}']`,
    message: `Format with @brigade/money (formatMoney, formatPercent), not Intl's '${style}' style.`,
  },
  {
    selector: `JSXAttribute[name.name='style'][value.value='${style}']`,
    message: `Format with @brigade/money (formatMoney, formatPercent), not <Formatted… style="${style}">.`,
  },
]);

/** The React front ends and the packages they share. */
const FRONT_ENDS = ['mfe-*', 'shell', 'packages/ui', 'packages/console-kit', 'packages/recipe-editor'];
const FRONT_END_CODE = FRONT_ENDS.map((dir) => `${dir}/**/*.{ts,tsx}`);
const FRONT_END_SRC = FRONT_ENDS.map((dir) => `${dir}/src/**/*.{ts,tsx}`);

/** A message bundle is read at every use, so its name says whose words they are: no `m.title`. */
const NAMED_MESSAGES = [
  {
    selector:
      'ImportDeclaration[source.value=/messages$/] > :matches(ImportSpecifier, ImportDefaultSpecifier, ImportNamespaceSpecifier)[local.name=/^[A-Za-z]$/]',
    message: 'Import messages under their own name (recipeMessages), not a one-letter alias.',
  },
  {
    selector: "ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name=/^[A-Za-z]$/][init.callee.name='defineMessages']",
    message: 'Name a defineMessages bundle after its feature (recipeMessages), not with one letter.',
  },
];

/** A lower-case .tsx file holds JSX helpers (columns, routes, bootstrap); a component lives in its PascalCase file. */
const COMPONENT_IN_OWN_FILE = [
  'ExportNamedDeclaration > FunctionDeclaration[id.name=/^[A-Z]/]',
  'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name=/^[A-Z]/] > :matches(ArrowFunctionExpression, FunctionExpression)',
  'ExportDefaultDeclaration > FunctionDeclaration[id.name=/^[A-Z]/]',
].map((selector) => ({ selector, message: 'A file exporting a React component is named in PascalCase (RecipeCard.tsx).' }));

// check-file's own case patterns, so one file can allow two of them.
const CAMEL = '+([a-z])*([a-z0-9])*([A-Z]*([a-z0-9]))';
const KEBAB = '+([a-z])*([a-z0-9])*(-+([a-z0-9]))';
const PASCAL = '*([A-Z]*([a-z0-9]))';
/** A service file says its role after its subject: recipe.model.ts, recipes.mutations.ts, recipe.view.ts. */
const SERVICE_ROLES = 'resolvers|mutations|queries|model|view|input|handler|store|service|routes|read';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/__generated__/**', '**/dist-bench/**', '**/node_modules/**', '.data/**', '.test-results/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // mongoose deprecates `new` on findOneAndUpdate/findByIdAndUpdate and warns at the first call;
      // `returnDocument: 'after'` says the same without the warning in every start's log.
      'no-restricted-syntax': ['error', MONGOOSE_NEW, ...OWN_MONEY_FORMAT],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  // @brigade/money is where money and percentages are formatted, by the one rule.
  { files: ['packages/money/**'], rules: { 'no-restricted-syntax': ['error', MONGOOSE_NEW] } },
  {
    files: FRONT_END_CODE,
    plugins: { 'react-hooks': reactHooks, formatjs },
    rules: {
      'no-restricted-syntax': ['error', MONGOOSE_NEW, ...OWN_MONEY_FORMAT, ...NAMED_MESSAGES],
      // The classic two; the React Compiler rules of the plugin's preset are not switched on.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Ids are written out ('console.payments.invoice'): translators and the lang files key on them.
      'formatjs/enforce-id': 'error',
      'formatjs/no-invalid-icu': 'error',
      'formatjs/enforce-placeholders': 'error',
    },
  },
  {
    files: FRONT_ENDS.map((dir) => `${dir}/src/**/[a-z]*.tsx`),
    ignores: FRONT_ENDS.map((dir) => `${dir}/src/**/use[A-Z]*.tsx`),
    rules: { 'no-restricted-syntax': ['error', MONGOOSE_NEW, ...OWN_MONEY_FORMAT, ...NAMED_MESSAGES, ...COMPONENT_IN_OWN_FILE] },
  },
  {
    files: FRONT_END_SRC,
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/use[A-Z]*.{ts,tsx}': 'CAMEL_CASE', '**/*.tsx': `@(${PASCAL}|${CAMEL})`, '**/*.ts': `@(${CAMEL}|${KEBAB})` },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/src/**/': 'KEBAB_CASE' }, { ignoreWords: ['__generated__'] }],
    },
  },
  {
    files: ['services/*/src/**/*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.ts': `${KEBAB}?(.@(${SERVICE_ROLES}))` }],
      'check-file/folder-naming-convention': ['error', { '**/src/**/': 'KEBAB_CASE' }, { ignoreWords: ['__generated__'] }],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], languageOptions: { globals: { ...globals.node } } },
  // CommonJS tool configs (jest, webpack) load their helpers with require.
  { files: ['**/jest.config.js', 'jest.base.js', '**/webpack.config.js'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
