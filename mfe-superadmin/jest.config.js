const base = require('../jest.base.js');

module.exports = base({
  esm: base.MARKDOWN_ESM,
  testEnvironment: '@brigade/test-kit/jsdom/environment',
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // antd in jsdom is slow on a busy machine: a journey through a form takes seconds, a release's
  // preview and dialogs 13 s alone and over 20 s in CI (the base's limit, 60 s, applies).
  setupFilesAfterEnv: ['@brigade/test-kit/jsdom/setup', '<rootDir>/test/setup.ts'],
  transform: { '^.+\\.tsx?$': ['@swc/jest', { jsc: { target: 'es2022', transform: { react: { runtime: 'automatic' } } } }] },
});
