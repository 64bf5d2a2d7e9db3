const base = require('../jest.base.js');

module.exports = base({
  esm: base.MARKDOWN_ESM,
  testEnvironment: 'jsdom',
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['@brigade/test-kit/jsdom/setup', '<rootDir>/test/setup.ts'],
  transform: { '^.+\\.tsx?$': ['@swc/jest', { jsc: { target: 'es2022', transform: { react: { runtime: 'automatic' } } } }] },
});
