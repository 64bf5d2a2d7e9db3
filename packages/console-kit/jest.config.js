const base = require('../../jest.base.js');

module.exports = base({
  testEnvironment: '@brigade/test-kit/jsdom/environment',
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['@brigade/test-kit/jsdom/setup', '<rootDir>/test/catalogues.ts'],
  transform: {
    '^.+\\.tsx?$': ['@swc/jest', { jsc: { target: 'es2022', transform: { react: { runtime: 'automatic' } } } }],
    ...base.BUILT_IMPORTS,
  },
  // The sources' import('./csv.js') names the built file (node16 modules); here the .ts beside it answers.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
});
