const base = require('../jest.base.js');

module.exports = base({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['@brigade/test-kit/jsdom/setup', '<rootDir>/test/catalogues.ts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.tsx?$': ['@swc/jest', { jsc: { target: 'es2022', transform: { react: { runtime: 'automatic' } } } }],
    ...base.BUILT_IMPORTS,
  },
});
