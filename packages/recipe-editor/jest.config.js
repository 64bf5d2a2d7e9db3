module.exports = require('../../jest.base.js')({
  testEnvironment: '<rootDir>/../ui/test/environment.ts',
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/../ui/test/setup.ts'],
  // antd in jsdom is slow on a busy machine; a journey through a form takes seconds.
  testTimeout: 20000,
  transform: { '^.+\\.tsx?$': ['@swc/jest', { jsc: { target: 'es2022', transform: { react: { runtime: 'automatic' } } } }] },
});
