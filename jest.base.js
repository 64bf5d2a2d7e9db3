/**
 * The jest setup every workspace uses: TypeScript through swc (type checking is `npm run typecheck`),
 * tests under test/. A workspace's jest.config.js passes only what differs.
 */
module.exports = (overrides = {}) => ({
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.tsx?$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  testTimeout: 60000,
  ...overrides,
});
