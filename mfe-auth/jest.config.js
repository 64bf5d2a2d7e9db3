const base = require('../jest.base.js');

module.exports = base({
  esm: base.MARKDOWN_ESM,
  testEnvironment: 'jsdom',
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/../packages/ui/test/setup.ts', '<rootDir>/test/setup.ts'],
  transform: { '^.+\\.tsx?$': ['@swc/jest', { jsc: { target: 'es2022', transform: { react: { runtime: 'automatic' } } } }] },
});
