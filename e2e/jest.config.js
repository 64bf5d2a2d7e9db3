module.exports = require('../jest.base.js')({
  testTimeout: 120000,
  testEnvironment: '<rootDir>/support/environment.ts',
  setupFilesAfterEnv: ['<rootDir>/support/setup.ts'],
});
