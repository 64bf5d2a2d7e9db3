module.exports = require('../jest.base.js')({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../packages/ui/test/setup.ts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.tsx?$': ['@swc/jest', { jsc: { target: 'es2022', transform: { react: { runtime: 'automatic' } } } }] },
});
