// One lint configuration for every workspace: the recommended JS and TypeScript rules, with
// formatting left to Prettier.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
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
  { files: ['**/*.js', '**/*.mjs'], languageOptions: { globals: { ...globals.node } } },
  // CommonJS tool configs (jest, webpack) load their helpers with require.
  { files: ['**/jest.config.js', 'jest.base.js', '**/webpack.config.js'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
