const base = require('../jest.base.js');

module.exports = base({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../packages/ui/test/setup.ts', '<rootDir>/test/catalogues.ts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.tsx?$': ['@swc/jest', { jsc: { target: 'es2022', transform: { react: { runtime: 'automatic' } } } }],
    ...base.BUILT_IMPORTS,
  },
});
